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

## Revanši, godišnji odmori i popis blokiranih (modeli zaslona FFI-ja).
people-rematch-none = Još jednom? Ponudite revanš: isti igrači, svatko pomaknut za jedno mjesto.
people-rematch-offered = { $name } nudi revanš.
people-rematch-by-me = Ponudili ste revanš. Čeka se odgovor: { $names }.
people-rematch-waiting = { $name } nudi revanš. Čeka se odgovor: { $names }.
people-rematch-declined = Revanš je odbio/la: { $name }.
people-rematch-you-declined = Odbili ste revanš.
people-rematch-started = Svi su prihvatili: nova igra je počela.
people-names-and = { $first } i { $last }
people-date = { $month ->
    [1] { $day }. siječnja
    [2] { $day }. veljače
    [3] { $day }. ožujka
    [4] { $day }. travnja
    [5] { $day }. svibnja
    [6] { $day }. lipnja
    [7] { $day }. srpnja
    [8] { $day }. kolovoza
    [9] { $day }. rujna
    [10] { $day }. listopada
    [11] { $day }. studenoga
   *[12] { $day }. prosinca
}
people-date-time = { $date } u { $time }
people-vacation-on = Na odmoru do { $date }.
people-vacation-left = { $left ->
    [one] Dani odmora u { $year }. godini: ostaje { $left } od { $allowed }.
    [few] Dani odmora u { $year }. godini: ostaju { $left } od { $allowed }.
   *[other] Dani odmora u { $year }. godini: ostaje { $left } od { $allowed }.
}
people-vacation-help = Dok ste na odmoru, vaše dnevne igre čekaju vas: njihovi rokovi stoje, a protivnici vide dokad vas nema. Brze igre ne čekaju. Započeti dan računa se cijeli.
people-vacation-seat = { $name } je na odmoru do { $date }.
people-vacation-seat-me = Na odmoru ste do { $date }.
people-blocked-on = blokiran/a { $date }
people-blocks-none = Niste nikoga blokirali.
people-blocks-help = Ovaj popis vidite samo vi. Chat blokiranog igrača ne stiže do vas, nikad niste upareni s njim, a njegovi zahtjevi za prijateljstvo propadaju. On to ne saznaje.
people-unblocked = { $name } više nije blokiran/a.
people-unblocked-someone = Igrač više nije blokiran.
people-bad-vacation-days = Odmor traje barem jedan dan, ne { $days }.
people-bad-player = Recite kojeg igrača odblokirati.

## Revanši, godišnji odmori i popis blokiranih (zasloni aplikacija).
people-ui-rematch = Revanš
people-ui-open-game = Otvori novu igru
people-ui-vacation = Odmor
people-ui-vacation-days = { $days ->
    [one] { $days } dan
    [few] { $days } dana
   *[other] { $days } dana
}
people-ui-start-vacation = Počni odmor
people-ui-end-vacation = Završi odmor
people-ui-fewer-days = Manje dana
people-ui-more-days = Više dana
people-ui-blocked = Blokirani igrači
people-ui-unblock = Odblokiraj
