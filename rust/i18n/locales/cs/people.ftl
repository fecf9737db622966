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

## Odvety, dovolené a seznam blokovaných (modely obrazovek FFI).
people-rematch-none = Ještě jednou? Nabídněte odvetu: titíž hráči, každý o místo dál.
people-rematch-offered = { $name } nabízí odvetu.
people-rematch-by-me = Nabídli jste odvetu. Čeká se na odpověď: { $names }.
people-rematch-waiting = { $name } nabízí odvetu. Čeká se na odpověď: { $names }.
people-rematch-declined = Odvetu odmítl(a): { $name }.
people-rematch-you-declined = Odmítli jste odvetu.
people-rematch-started = Všichni přijali: nová hra začala.
people-names-and = { $first } a { $last }
people-date = { $month ->
    [1] { $day }. ledna
    [2] { $day }. února
    [3] { $day }. března
    [4] { $day }. dubna
    [5] { $day }. května
    [6] { $day }. června
    [7] { $day }. července
    [8] { $day }. srpna
    [9] { $day }. září
    [10] { $day }. října
    [11] { $day }. listopadu
   *[12] { $day }. prosince
}
people-date-time = { $date } { $time }
people-vacation-on = Na dovolené do { $date }.
people-vacation-left = { $left ->
    [one] Dovolená v roce { $year }: zbývá { $left } den (ročně { $allowed }).
    [few] Dovolená v roce { $year }: zbývají { $left } dny (ročně { $allowed }).
   *[other] Dovolená v roce { $year }: zbývá { $left } dní (ročně { $allowed }).
}
people-vacation-help = Dokud jste na dovolené, vaše denní hry na vás čekají: jejich termíny stojí a soupeři vidí, dokdy jste pryč. Rychlé hry nečekají. Započatý den se počítá celý.
people-vacation-seat = { $name } je na dovolené do { $date }.
people-vacation-seat-me = Jste na dovolené do { $date }.
people-blocked-on = zablokován(a) { $date }
people-blocks-none = Nikoho jste nezablokovali.
people-blocks-help = Tento seznam vidíte jen vy. Chat zablokovaného hráče se k vám nedostane, nikdy s ním nebudete spárováni a jeho žádosti o přátelství propadnou. Nedozví se o tom.
people-unblocked = { $name } už není zablokován(a).
people-unblocked-someone = Hráč už není zablokován.
people-bad-vacation-days = Dovolená trvá aspoň jeden den, ne { $days }.
people-bad-player = Řekněte, kterého hráče odblokovat.

## Odvety, dovolené a seznam blokovaných (obrazovky aplikací).
people-ui-rematch = Odveta
people-ui-open-game = Otevřít novou hru
people-ui-vacation = Dovolená
people-ui-vacation-days = { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
}
people-ui-start-vacation = Začít dovolenou
people-ui-end-vacation = Ukončit dovolenou
people-ui-fewer-days = Méně dní
people-ui-more-days = Více dní
people-ui-blocked = Zablokovaní hráči
people-ui-unblock = Odblokovat
