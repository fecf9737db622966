# The phones' statistics, friends and chat screens (the FFI's view models and the shells' words).

## Friends (the FFI's view models).
people-code-help = Dajte tento kód priateľovi, aby si vás mohol pridať.
people-invited = Pozvánka pre hráča { $name } je odoslaná: hra začne, keď ju prijme.
people-invite-from = { $name } vás pozýva: { $mode }, { $language }
people-invite-to = Čaká sa na hráča { $name }: { $mode }, { $language }
people-request-from = { $name } vás žiada o priateľstvo
people-request-to = Čaká sa, kým { $name } prijme žiadosť
people-bad-seat = Hra nemá miesto { $seat }.

## Why a player is reported.
people-reason-abusive-chat = Urážlivý chat
people-reason-cheating = Podvádzanie
people-reason-offensive-name = Urážlivé meno
people-reason-spam = Spam
people-reason-stalling = Zdržiavanie hry
people-reason-other = Niečo iné

## The shells' screens.
people-ui-statistics = Štatistiky
people-ui-bots = Proti botom
people-ui-online = Online
people-ui-ratings = Hodnotenia
people-ui-not-registered = Najprv si zahrajte hru online: s ňou prídu vaše online výsledky aj priatelia.
people-ui-friends = Priatelia
people-ui-your-code = Váš kód priateľa
people-ui-friend-code = Kód priateľa
people-ui-add = Pridať
people-ui-requests = Žiadosti o priateľstvo
people-ui-accept = Prijať
people-ui-decline = Odmietnuť
people-ui-remove = Odstrániť
people-ui-remove-title = Odstrániť hráča { $name }?
people-ui-remove-text = { $name } zmizne zo zoznamu priateľov. Neskôr sa môžete pridať znova.
people-ui-invite = Pozvať
people-ui-invite-title = Pozvať hráča { $name }
people-ui-invites = Pozvánky
people-ui-join = Hrať
people-ui-chat = Chat
people-ui-message = Správa
people-ui-send = Odoslať
people-ui-length = { $count } / { $max }
people-ui-chat-enabled = Chat zapnutý
people-ui-add-friend = Pridať medzi priateľov
people-ui-block = Zablokovať
people-ui-report = Nahlásiť
people-ui-report-title = Nahlásiť hráča { $name }
people-ui-report-text = Podrobnosti (nepovinné)
