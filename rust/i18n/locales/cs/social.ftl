# Friends, chat, blocking and reports (slovo online friends|chat|block|report).

## Pushes.
push-friend-invite-title = Pozvánka ke hře
push-friend-invite = { $opponents } vás zve ke hře.

## slovo online friends|chat|block|report.
social-code = Váš kód přítele: { $code }
social-friends-none = Zatím nemáte přátele: dejte svůj kód příteli nebo přidejte hráče ze hry.
social-friend-line = { $name } ({ $id }): { $presence }
social-presence-live = právě hraje
social-presence-recent = online
social-presence-offline = offline
social-rating = { $language }, { $mode }: { $rating } ± { $deviation }
social-incoming-line = { $name } ({ $id }) vás žádá o přátelství
social-outgoing-line = Čeká se, až { $name } ({ $id }) přijme vaši žádost
social-requested = Žádost o přátelství odeslána hráči { $name }.
social-friends-now = Vy a { $name } jste teď přátelé.
social-declined = Odmítnuto.
social-removed = Odstraněno.
social-invited = { $name } je pozván (pozvánka { $id }).
social-invite-in = { $name } vás zve: { $mode }, { $language } (pozvánka { $id }, { $status })
social-invite-out = Pozvali jste hráče { $name }: { $mode }, { $language } (pozvánka { $id }, { $status })
social-invite-pending = čeká
social-invite-accepted = přijata
social-invite-declined = odmítnuta
social-invites-none = Žádné pozvánky.
social-joined = Připojili jste se: hra { $id } začala.
social-chat-line = { $name }: { $text }
social-chat-none = Zatím žádné zprávy.
social-chat-sent = Zpráva odeslána.
social-chat-on = Váš chat je zapnutý.
social-chat-off = Váš chat je vypnutý: zprávy nevidíte ani neposíláte.
social-blocked = { $name } je zablokován. Nedozví se to.
social-unblocked = Blokování je zrušeno.
social-blocks-none = Nikoho jste nezablokovali.
social-block-line = { $name } ({ $id })
social-reported = Vaše nahlášení dostal správce serveru. Děkujeme.
social-target-needed = Určete hráče: jako PLAYER (nebo CODE), nebo přes --game HRA --seat N.

# What the server says when it refuses a social action (its error codes).
server-already-blocked = Tohoto hráče už máš zablokovaného.
server-already-friends = Už jste přátelé.
server-already-reported = Tohoto hráče už máš v této hře nahlášeného.
server-blocked = Tohoto hráče máš zablokovaného: nejdřív blokování zruš.
server-chat-off = Chat máš vypnutý: zapni ho, chceš-li číst a posílat zprávy.
server-empty-message = Zpráva je prázdná.
server-invalid-report = Nahlášení potřebuje jeden z uvedených důvodů a nejvýš 500 znaků textu.
server-invalid-target = Hráče urči kódem přítele nebo místem ve hře, kterou hrajete spolu.
server-invite-answered = Na tuto pozvánku už někdo odpověděl.
server-invite-not-found = Takovou pozvánku nemáš.
server-message-too-long = Zpráva je příliš dlouhá: nejvýš 200 znaků.
server-no-friend-request = Tento hráč tě nežádal o přátelství.
server-no-such-seat = Hra takové místo nemá.
server-not-blocked = Tohoto hráče nemáš zablokovaného.
server-not-friends = Tento hráč není tvůj přítel.
server-not-yourself = To jsi ty.
server-player-not-found = Takový hráč neexistuje.
server-unknown-friend-code = Tento kód přítele nemá žádný hráč: zkontroluj ho a zkus to znovu.
