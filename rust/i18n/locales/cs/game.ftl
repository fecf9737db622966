# Slovo, čeština: texty samotné hry (pravidla, zápis, historie, konec hry, oznámení).
# Herní slovník: žolík, stojánek, sáček, výměna, vynechat tah, zpochybnit.

-blank = žolík
-rack = stojánek
-bag = sáček

points = { $count ->
    [one] { $count } bod
    [few] { $count } body
    [many] { $count } bodu
   *[other] { $count } bodů
}
tiles = { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}
moves = { $count ->
    [one] { $count } tah
    [few] { $count } tahy
    [many] { $count } tahu
   *[other] { $count } tahů
}
players = { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
    [many] { $count } hráče
   *[other] { $count } hráčů
}

language-english = angličtina
language-slovak = slovenština
language-czech = čeština
language-croatian = chorvatština
language-danish = dánština
language-bulgarian = bulharština

preset-classic = klasická
preset-sss = slovenská klubová (SSS)
preset-bulgarian = bulharská
validation-auto = každé slovo se ověří hned
validation-single-challenge = jednoduché zpochybnění
validation-double-challenge = dvojité zpochybnění
level-easy = lehký
level-medium = střední
level-hard = těžký
bot-name = Bot { $n } ({ $level })

rule-game-over = Hra skončila.
rule-not-your-turn = Hráč { $player } není na tahu (na tahu je hráč { $current }).
rule-unknown-player = Hráč { $player } neexistuje.
rule-player-eliminated = Hráč { $player } už není ve hře.
rule-no-tiles = Tah musí položit aspoň jeden kámen.
rule-duplicate-square = Pole { $square } je v jednom tahu použité dvakrát.
rule-square-taken = Na poli { $square } už leží kámen.
rule-tile-not-on-rack = Kámen { $tile } nemáš na stojánku.
rule-bad-designation = V této sadě nemůže { -blank } zastupovat { $letter }.
rule-not-in-one-line = Kameny nejsou v jedné řadě ani v jednom sloupci.
rule-gap = Mezi kameny zůstala mezera na { $square }: tah musí tvořit jedno souvislé slovo.
rule-not-connected = Tah se nedotýká žádného kamene na desce.
rule-first-play-off-centre = První slovo musí vést přes prostřední pole H8.
rule-first-play-one-tile = První slovo musí mít aspoň 2 kameny.
rule-bridge-too-early = Most je dovolen až od { $allowed }. tahu; teď je { $turn }. tah.
rule-invalid-words = { $count ->
    [one] Toto slovo není ve slovníku: { $words }.
   *[other] Tato slova nejsou ve slovníku: { $words }.
}
rule-empty-exchange = Při výměně je třeba vybrat aspoň jeden kámen.
rule-exchange-bag-too-small = { $needed ->
    [one] Vyměňovat lze, jen dokud je v sáčku aspoň { $needed } kámen; teď jich je { $bag }.
    [few] Vyměňovat lze, jen dokud jsou v sáčku aspoň { $needed } kameny; teď jich je { $bag }.
   *[other] Vyměňovat lze, jen dokud je v sáčku aspoň { $needed } kamenů; teď jich je { $bag }.
}
rule-nothing-to-challenge = Není co zpochybnit.
rule-own-play = Hráč { $player } nemůže zpochybnit vlastní tah.
rule-challenge-pending = Tah čeká na rozhodnutí: nejdřív ho zpochybni, nebo přijmi.

notation-unknown-language = Neznámý jazyk „{ $name }“ (english, slovak, czech, croatian, danish, bulgarian).
notation-unknown-preset = Neznámá pravidla „{ $name }“ (classic, sss, bulgarian).
notation-unknown-face = „{ $face }“ není kámen sady { $tiles }.
notation-unclosed-brace = Neuzavřená závorka „{"{"}“ v „{ $text }“.
notation-not-a-rack-tile = „{ $text }“ není { -rack }: piš velká písmena a ? pro žolíka.
notation-bad-position = „{ $text }“ není pole ani pozice (8H vodorovně, H8 svisle).
notation-bad-board = Deska musí mít 15 řad po 15 polích: { $detail }
notation-off-board = Slovo přesahuje okraj desky.
notation-through-empty = Tečka označuje { $square } jako obsazené, ale pole je prázdné.
notation-board-mismatch = Na { $square } leží { $board }, ne { $written }.
notation-undesignated-blank = Žolík na desce musí zastupovat nějaké písmeno.
notation-unreadable-move = Tahu „{ $text }“ nerozumím: 8H SLOVO, H8 SLOVO, exchange KAMENY, pass nebo resign.
notation-read-as-letters = { $error } ({ $pairs } se četlo jako samostatná písmena; dvoupísmenný kámen napiš jako { $braced }.)

history-play = { $name }: { $play } { $score }
history-play-withdrawn = { $name }: { $play } { $score } (zpochybněno a staženo)
history-play-stands = { $name }: { $play } { $score } (zpochybněno, platí)
history-exchange = { $count ->
    [one] { $name }: výměna { $count } kamene
   *[other] { $name }: výměna { $count } kamenů
}
history-exchange-own = { $name }: výměna { $tiles }
history-pass = { $name }: vynechání tahu
history-lost-turn = { $name }: ztráta tahu (neúspěšné zpochybnění)
history-resigned = { $name }: vzdání se
history-timed-out = { $name }: čas vypršel

challenge-upheld = { $who ->
    [by-me] Zpochybňuješ tah { $play } hráče { $author }: oprávněně, tah se stahuje.
    [mine] { $by } zpochybňuje tvůj tah { $play }: oprávněně, tah se stahuje.
   *[other] { $by } zpochybňuje tah { $play } hráče { $author }: oprávněně, tah se stahuje.
}
challenge-stands = { $who ->
    [by-me] Zpochybňuješ tah { $play } hráče { $author }: tah platí.
    [mine] { $by } zpochybňuje tvůj tah { $play }: tah platí.
   *[other] { $by } zpochybňuje tah { $play } hráče { $author }: tah platí.
}
challenge-someone = Hráč
play-accepted = Tah přijat.

end-went-out = { $name }: všechny kameny vyloženy
end-scoreless-turns = všichni hráči měli za sebou tahy bez bodů
end-no-legal-plays = nikdo už nemá platný tah
end-finish-line = { $name }: cílový počet bodů dosažen
end-last-player = { $name }: poslední hráč ve hře
end-game-over = Konec hry: { $reason }.
end-ranking = Konečné pořadí:
end-rank = { $place }. { $name } { $score }
end-rank-adjusted = (před odečtem: { $before }, stojánek { $adjustment })
end-you-won = Vítězství!
end-you-drew = Remíza o první místo: { $others } a ty.
end-you-lost = Prohra. { $count ->
    [one] Vítěz
   *[other] Vítězové
}: { $winners }.
end-rank-resigned = (po vzdání; body zůstaly)
end-rank-timed-out = (po vypršení času; body zůstaly)

## Kdo začíná (RULES.md §6).
start-drawn = { $name } – { $tile }
start-drawn-blank = { $name } – { -blank }
start-draw = Losování o první tah: { $draws }.
start-draw-again = Nerozhodně, losuje se znovu: { $draws }.
start-lowest = První tah: { $name }; { $tile } je nejblíž začátku abecedy.
start-blank = První tah: { $name }; { -blank } přebije každé písmeno.
start-random = První tah: { $name }; rozhodl náhodný výběr.

hint-order = Nápovědy, nejlepší první podle hodnoty tahu: body plus cena kamenů, které si necháš.
hint-play = { $play } { $score }, hodnota { $equity }
hint-play-also = { $play } { $score }, hodnota { $equity }; stejné slovo se vejde i { $count ->
    [one] na jedno další místo
    [few] na { $count } další místa
   *[other] na { $count } dalších míst
}: { $places }
hints-used = { $count ->
    [0] Bez nápověd.
   *[other] Tahy s nápovědou: { $count }.
}
hint-none = Nápověda: žádný tah se nenašel.

push-your-turn-title = Jsi na tahu
push-your-turn = Ve hře s { $opponents } jsi na tahu.
push-time-running-out-title = Čas se krátí
push-time-running-out = Ve hře s { $opponents } ti už uběhla většina času na tah.
push-last-hour-title = Zbývá hodina
push-last-hour = Ve hře s { $opponents } táhni do hodiny, jinak ze hry vypadneš.
push-eliminated-title = Čas vypršel
push-eliminated = Ve hře s { $opponents } ti vypršel čas: ostatní hrají dál.
push-game-over-title = Konec hry
push-game-over = Hra s { $opponents } skončila.

time-days = { $days } d
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-minutes = { $minutes } min
time-left = zbývá { $time }

app-storage = Hry se nepodařilo uložit ani načíst: { $detail }
app-engine = Slovníky se nepodařilo načíst: { $detail }
app-record = Záznam hry nelze přečíst: { $detail }
app-unknown-game = Hra { $id } neexistuje.
app-not-humans-turn = Nejsi na tahu.
app-hints-not-allowed = Nápověda je jen pro hru, ve které je jediným člověkem ten, kdo se ptá.
app-bot-count = Hra má 1 až 3 boty, ne { $count }.
app-corrupt = Uloženou hru nelze přehrát: { $detail }
app-no-server = Není nastaven server: nejdřív zadej jeho adresu.
app-already-registered = Toto zařízení je už zaregistrováno jako { $name } na { $server }.
app-bad-server-url = Tohle není adresa serveru (http://HOST:PORT nebo https://…): { $url }
app-quick-needs-network = Rychlé hry potřebují síť, protože jejich hodiny běží dál.
app-move-waiting = Tah této hry už čeká na odeslání: nejdřív synchronizuj.
app-unreadable-move = Tahu „{ $text }“ nerozumím: 8H SLOVO, H8 SLOVO, exchange KAMENY, pass nebo resign.
app-bad-push = Tomuto oznámení aplikace nerozumí.
app-runtime = Síť se nepodařilo spustit: { $detail }
sync-unreachable = Server je nedostupný. Zkus to později.
sync-conflict = Tah nebyl přijat: { $reason }
sync-not-registered = Toto zařízení není na serveru zaregistrováno.
sync-bad-answer = Odpovědi serveru nelze porozumět.
sync-unknown-move = Čekající tah se ztratil.
server-refused = Server požadavek odmítl: { $code }.
server-rule-violation = Server tah odmítl: porušuje pravidla.
server-not-your-turn = Nejsi na tahu.
server-room-not-found = Místnost s tímto kódem neexistuje.
server-room-full = Místnost je plná.
server-room-expired = Platnost místnosti vypršela.
server-too-many-rooms = Máš příliš mnoho místností, které čekají na hráče.
server-game-not-found = Taková hra neexistuje.
server-game-not-started = Hra ještě nezačala.
server-other-game-family = Tato hra je jiného druhu (slovní hra nebo Tycoon): otevřete ji ze seznamu her.
server-seek-not-found = Hledání soupeře skončilo.
server-unauthorized = Server toto zařízení nezná: zaregistruj se znovu.
server-invalid-display-name = Server toto jméno nepřijímá.
server-unknown-language = Server tento jazyk nemá.
server-rate-limited = Příliš mnoho požadavků: zkus to za chvíli.
server-internal = Server měl problém. Zkus to později.
server-concurrent-update = Hra se mezitím změnila: zkus to znovu.
server-bad-body = Server nerozuměl tomu, co aplikace poslala. Zkus aplikaci aktualizovat.
server-body-too-large = Aplikace poslala serveru najednou příliš mnoho dat.
server-duplicate = Stejný požadavek přišel dvakrát najednou: zkus to znovu.
server-forbidden-move = Že hráči vypršel čas, mohou určit jen hodiny serveru.
server-invalid-body = Server nepřijal to, co aplikace poslala. Zkus aplikaci aktualizovat.
server-invalid-minutes = Tento čas na tah server nenabízí.
server-invalid-move = Tento tah nejde přečíst: zkontroluj políčka a písmena.
server-invalid-move-id = Aplikace poslala tah bez platného označení. Zkus aplikaci aktualizovat.
server-invalid-path = Server nerozuměl adrese požadavku. Zkus aplikaci aktualizovat.
server-invalid-players = Hra má 2 až 4 hráče.
server-invalid-push-token = Oznámení se na tomto zařízení nepodařilo zapnout.
server-invalid-query = Server nerozuměl požadavku aplikace. Zkus aplikaci aktualizovat.
server-invalid-seats = Místnost má 2 až 4 místa.
server-language-unavailable = Hry v tomto jazyce teď server nenabízí.
server-malformed-json = Aplikace poslala serveru poškozená data. Zkus aplikaci aktualizovat.
server-method-not-allowed = Server tento požadavek nepřijímá. Zkus aplikaci aktualizovat.
server-no-such-endpoint = Server tento požadavek nezná: zkontroluj adresu serveru nebo aktualizuj aplikaci.
server-not-your-game = V této hře nehraješ.
server-stale-version = Hra pokročila dřív, než dorazil tvůj tah: podívej se na desku a zkus to znovu.
server-time-out = Hráči na tahu vypršel čas.
server-unsupported-media-type = Aplikace poslala serveru data ve špatném formátu. Zkus aplikaci aktualizovat.

# Post-game analysis (slovo analyze, the analysis screen): each turn's options by equity.
analysis-not-over = Hra ještě neskončila: rozebrat se dá, až skončí.
analysis-no-seat = V této hře není hráč { $seat }: hráčů je { $players }.
analysis-racks-unknown = Stojánky hráče { $seat } toto zařízení nezná: rozebrat lze jen tvé vlastní tahy.
analysis-cancelled = Rozbor byl zrušen.
analysis-move-play = { $play }
analysis-move-exchange = výměna { $tiles }
analysis-move-pass = vynechání tahu
analysis-heading = { $name }: { $turns ->
    [one] { $turns } tah
    [few] { $turns } tahy
    [many] { $turns } tahu
   *[other] { $turns } tahů
}
analysis-turn = Tah { $turn }, { -rack } { $rack }: { $move } { $score }, hodnota { $equity }
analysis-turn-best-made = Nejlepší tah.
analysis-turn-best = Nejlepší: { $move } { $score }, hodnota { $equity }; ztracená hodnota { $lost }.
analysis-option = { $rank }. { $move } { $score }, hodnota { $equity }
analysis-endgame = Sáček byl prázdný: hodnota počítá s kameny, které na konci zůstanou na stojáncích.
analysis-withdrawn = Zpochybněno a staženo: hodnotí se jako vynechání tahu.
analysis-summary-equity-lost = Ztracená hodnota
analysis-summary-points-left = Nevyužité body
analysis-summary-best-made = Nejlepší tahy
analysis-summary-best-made-value = { $made } z { $turns }
analysis-summary-best-move = Nejlepší tah
analysis-summary-worst-move = Nejhorší tah
analysis-summary-move-value = tah { $turn }: { $move } { $score }
analysis-summary-worst-value = tah { $turn }: { $move }, ztracená hodnota { $lost }
analysis-summary-none = žádný
analysis-no-turns = Není co rozebrat.
