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
