# The phones' statistics, friends and chat screens (the FFI's view models and the shells' words).

## Friends (the FFI's view models).
people-code-help = Dejte tento kód příteli, aby si vás mohl přidat.
people-invited = Pozvánka pro hráče { $name } je odeslaná: hra začne, až ji přijme.
people-invite-from = { $name } vás zve: { $mode }, { $language }
people-invite-to = Čeká se na hráče { $name }: { $mode }, { $language }
people-request-from = { $name } vás žádá o přátelství
people-request-to = Čeká se, až { $name } přijme žádost
people-bad-seat = Hra nemá místo { $seat }.

## Why a player is reported.
people-reason-abusive-chat = Urážlivý chat
people-reason-cheating = Podvádění
people-reason-offensive-name = Urážlivé jméno
people-reason-spam = Spam
people-reason-stalling = Zdržování hry
people-reason-other = Něco jiného

## The shells' screens.
people-ui-statistics = Statistiky
people-ui-bots = Proti botům
people-ui-online = Online
people-ui-ratings = Hodnocení
people-ui-not-registered = Nejdřív si zahrajte hru online: s ní přijdou vaše online výsledky i přátelé.
people-ui-friends = Přátelé
people-ui-your-code = Váš kód přítele
people-ui-friend-code = Kód přítele
people-ui-add = Přidat
people-ui-requests = Žádosti o přátelství
people-ui-accept = Přijmout
people-ui-decline = Odmítnout
people-ui-remove = Odebrat
people-ui-remove-title = Odebrat hráče { $name }?
people-ui-remove-text = { $name } zmizí ze seznamu přátel. Později se můžete přidat znovu.
people-ui-invite = Pozvat
people-ui-invite-title = Pozvat hráče { $name }
people-ui-invites = Pozvánky
people-ui-join = Hrát
people-ui-chat = Chat
people-ui-message = Zpráva
people-ui-send = Odeslat
people-ui-length = { $count } / { $max }
people-ui-chat-enabled = Chat zapnutý
people-ui-add-friend = Přidat mezi přátele
people-ui-block = Zablokovat
people-ui-report = Nahlásit
people-ui-report-title = Nahlásit hráče { $name }
people-ui-report-text = Podrobnosti (nepovinné)
