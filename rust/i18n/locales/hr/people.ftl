# The phones' statistics, friends and chat screens (the FFI's view models and the shells' words).

## Friends (the FFI's view models).
people-code-help = Dajte ovaj kod prijatelju kako bi vas mogao dodati.
people-invited = Pozivnica za igrača { $name } je poslana: igra počinje kad je prihvati.
people-invite-from = { $name } vas poziva: { $mode }, { $language }
people-invite-to = Čeka se igrač { $name }: { $mode }, { $language }
people-request-from = { $name } vas želi za prijatelja
people-request-to = Čeka se da { $name } prihvati zahtjev
people-bad-seat = Igra nema mjesto { $seat }.

## Why a player is reported.
people-reason-abusive-chat = Uvredljiv chat
people-reason-cheating = Varanje
people-reason-offensive-name = Uvredljivo ime
people-reason-spam = Spam
people-reason-stalling = Odugovlačenje igre
people-reason-other = Nešto drugo

## The shells' screens.
people-ui-statistics = Statistika
people-ui-bots = Protiv botova
people-ui-online = Online
people-ui-ratings = Rejtinzi
people-ui-not-registered = Najprije odigrajte igru online: s njom dolaze vaši online rezultati i prijatelji.
people-ui-friends = Prijatelji
people-ui-your-code = Vaš kod prijatelja
people-ui-friend-code = Kod prijatelja
people-ui-add = Dodaj
people-ui-requests = Zahtjevi za prijateljstvo
people-ui-accept = Prihvati
people-ui-decline = Odbij
people-ui-remove = Ukloni
people-ui-remove-title = Ukloniti igrača { $name }?
people-ui-remove-text = { $name } nestaje s popisa prijatelja. Kasnije se možete ponovno dodati.
people-ui-invite = Pozovi
people-ui-invite-title = Pozovi igrača { $name }
people-ui-invites = Pozivnice
people-ui-join = Igraj
people-ui-chat = Chat
people-ui-message = Poruka
people-ui-send = Pošalji
people-ui-length = { $count } / { $max }
people-ui-chat-enabled = Chat uključen
people-ui-add-friend = Dodaj za prijatelja
people-ui-block = Blokiraj
people-ui-report = Prijavi
people-ui-report-title = Prijavi igrača { $name }
people-ui-report-text = Više detalja (neobavezno)
