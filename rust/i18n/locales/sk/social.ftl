# Friends, chat, blocking and reports (slovo online friends|chat|block|report).

## Pushes.
push-friend-invite-title = Pozvánka na hru
push-friend-invite = { $opponents } vás pozýva na hru.

## slovo online friends|chat|block|report.
social-code = Váš kód priateľa: { $code }
social-friends-none = Zatiaľ nemáte priateľov: dajte svoj kód priateľovi alebo pridajte hráča z hry.
social-friend-line = { $name } ({ $id }): { $presence }
social-presence-live = práve hrá
social-presence-recent = online
social-presence-offline = offline
social-rating = { $language }, { $mode }: { $rating } ± { $deviation }
social-incoming-line = { $name } ({ $id }) vás žiada o priateľstvo
social-outgoing-line = Čaká sa, kým { $name } ({ $id }) prijme vašu žiadosť
social-requested = Žiadosť o priateľstvo odoslaná hráčovi { $name }.
social-friends-now = Vy a { $name } ste teraz priatelia.
social-declined = Odmietnuté.
social-removed = Odstránené.
social-invited = { $name } je pozvaný (pozvánka { $id }).
social-invite-in = { $name } vás pozýva: { $mode }, { $language } (pozvánka { $id }, { $status })
social-invite-out = Pozvali ste hráča { $name }: { $mode }, { $language } (pozvánka { $id }, { $status })
social-invite-pending = čaká
social-invite-accepted = prijatá
social-invite-declined = odmietnutá
social-invites-none = Žiadne pozvánky.
social-joined = Pripojili ste sa: hra { $id } sa začala.
social-chat-line = { $name }: { $text }
social-chat-none = Zatiaľ žiadne správy.
social-chat-sent = Správa odoslaná.
social-chat-on = Váš chat je zapnutý.
social-chat-off = Váš chat je vypnutý: správy nevidíte ani neposielate.
social-blocked = { $name } je zablokovaný. Nedozvie sa to.
social-unblocked = Blokovanie je zrušené.
social-blocks-none = Nikoho ste nezablokovali.
social-block-line = { $name } ({ $id })
social-reported = Vaše nahlásenie dostal správca servera. Ďakujeme.
social-target-needed = Určte hráča: ako PLAYER (alebo CODE), alebo cez --game HRA --seat N.

# What the server says when it refuses a social action (its error codes).
server-already-blocked = Tohto hráča už máš zablokovaného.
server-already-friends = Už ste priatelia.
server-already-reported = Tohto hráča už v tejto hre máš nahláseného.
server-blocked = Tohto hráča máš zablokovaného: najprv blokovanie zruš.
server-chat-off = Čet máš vypnutý: zapni ho, ak chceš čítať a posielať správy.
server-empty-message = Správa je prázdna.
server-invalid-report = Nahlásenie potrebuje jeden z uvedených dôvodov a najviac 500 znakov textu.
server-invalid-target = Hráča urči kódom priateľa alebo miestom v hre, ktorú hráte spolu.
server-invite-answered = Na túto pozvánku už niekto odpovedal.
server-invite-not-found = Takú pozvánku nemáš.
server-message-too-long = Správa je pridlhá: najviac 200 znakov.
server-no-friend-request = Tento hráč ťa nežiadal o priateľstvo.
server-no-such-seat = Hra také miesto nemá.
server-not-blocked = Tohto hráča nemáš zablokovaného.
server-not-friends = Tento hráč nie je tvoj priateľ.
server-not-yourself = To si ty.
server-player-not-found = Taký hráč neexistuje.
server-unknown-friend-code = Tento kód priateľa nemá žiadny hráč: skontroluj ho a skús to znova.
