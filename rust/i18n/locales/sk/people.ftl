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

## Odvety, dovolenky a zoznam blokovaných (modely obrazoviek FFI).
people-rematch-none = Ešte raz? Ponúknite odvetu: tí istí hráči, každý o miesto ďalej.
people-rematch-offered = { $name } ponúka odvetu.
people-rematch-by-me = Ponúkli ste odvetu. Čaká sa na odpoveď: { $names }.
people-rematch-waiting = { $name } ponúka odvetu. Čaká sa na odpoveď: { $names }.
people-rematch-declined = Odvetu odmietol(la): { $name }.
people-rematch-you-declined = Odmietli ste odvetu.
people-rematch-started = Všetci prijali: nová hra sa začala.
people-names-and = { $first } a { $last }
people-date = { $month ->
    [1] { $day }. januára
    [2] { $day }. februára
    [3] { $day }. marca
    [4] { $day }. apríla
    [5] { $day }. mája
    [6] { $day }. júna
    [7] { $day }. júla
    [8] { $day }. augusta
    [9] { $day }. septembra
    [10] { $day }. októbra
    [11] { $day }. novembra
   *[12] { $day }. decembra
}
people-date-time = { $date } { $time }
people-vacation-on = Na dovolenke do { $date }.
people-vacation-left = { $left ->
    [one] Dovolenka v roku { $year }: zostáva { $left } deň (ročne { $allowed }).
    [few] Dovolenka v roku { $year }: zostávajú { $left } dni (ročne { $allowed }).
   *[other] Dovolenka v roku { $year }: zostáva { $left } dní (ročne { $allowed }).
}
people-vacation-help = Kým ste na dovolenke, vaše denné hry na vás čakajú: ich termíny stoja a súperi vidia, dokedy ste preč. Rýchle hry nečakajú. Začatý deň sa počíta celý.
people-vacation-seat = { $name } je na dovolenke do { $date }.
people-vacation-seat-me = Ste na dovolenke do { $date }.
people-blocked-on = zablokovaný(á) { $date }
people-blocks-none = Nikoho ste nezablokovali.
people-blocks-help = Tento zoznam vidíte iba vy. Čet zablokovaného hráča sa k vám nedostane, nikdy s ním nebudete spárovaní a jeho žiadosti o priateľstvo prepadnú. Nedozvie sa o tom.
people-unblocked = { $name } už nie je zablokovaný(á).
people-unblocked-someone = Hráč už nie je zablokovaný.
people-bad-vacation-days = Dovolenka trvá aspoň jeden deň, nie { $days }.
people-bad-player = Povedzte, ktorého hráča odblokovať.

## Odvety, dovolenky a zoznam blokovaných (obrazovky aplikácií).
people-ui-rematch = Odveta
people-ui-open-game = Otvoriť novú hru
people-ui-vacation = Dovolenka
people-ui-vacation-days = { $days ->
    [one] { $days } deň
    [few] { $days } dni
   *[other] { $days } dní
}
people-ui-start-vacation = Začať dovolenku
people-ui-end-vacation = Ukončiť dovolenku
people-ui-fewer-days = Menej dní
people-ui-more-days = Viac dní
people-ui-blocked = Zablokovaní hráči
people-ui-unblock = Odblokovať
