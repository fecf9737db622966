# Slovo, slovenčina: texty samotnej hry (pravidlá, zápis, história, koniec hry, notifikácie).
# Slovník hry podľa pravidiel SSS (seeds/000): žolík, zásobník, vrecúško, výmena, vynechať ťah.

-blank = žolík
-rack = zásobník
-bag = vrecúško

points = { $count ->
    [one] { $count } bod
    [few] { $count } body
    [many] { $count } bodu
   *[other] { $count } bodov
}
tiles = { $count ->
    [one] { $count } písmeno
    [few] { $count } písmená
    [many] { $count } písmena
   *[other] { $count } písmen
}
moves = { $count ->
    [one] { $count } ťah
    [few] { $count } ťahy
    [many] { $count } ťahu
   *[other] { $count } ťahov
}
players = { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
    [many] { $count } hráča
   *[other] { $count } hráčov
}

language-english = angličtina
language-slovak = slovenčina
language-czech = čeština
language-croatian = chorvátčina
language-danish = dánčina
language-bulgarian = bulharčina

preset-classic = klasické
preset-sss = klubové (SSS)
preset-bulgarian = bulharské
validation-auto = každé slovo sa overí hneď
validation-single-challenge = jednoduché spochybnenie
validation-double-challenge = dvojité spochybnenie
level-easy = ľahký
level-medium = stredný
level-hard = ťažký
bot-name = Bot { $n } ({ $level })

rule-game-over = Hra sa skončila.
rule-not-your-turn = Hráč { $player } nie je na ťahu (na ťahu je hráč { $current }).
rule-unknown-player = Hráč { $player } neexistuje.
rule-player-eliminated = Hráč { $player } už nie je v hre.
rule-no-tiles = Ťah musí položiť aspoň jedno písmeno.
rule-duplicate-square = Políčko { $square } je v jednom ťahu použité dvakrát.
rule-square-taken = Na políčku { $square } už leží písmeno.
rule-tile-not-on-rack = Písmeno { $tile } nemáš na zásobníku.
rule-bad-designation = V tejto súprave nemôže { -blank } predstavovať { $letter }.
rule-not-in-one-line = Písmená nie sú v jednom riadku ani v jednom stĺpci.
rule-gap = Medzi písmenami zostala medzera na { $square }: ťah musí tvoriť jedno súvislé slovo.
rule-not-connected = Ťah sa nedotýka žiadneho písmena na hracej ploche.
rule-first-play-off-centre = Prvé slovo musí prechádzať stredovým políčkom H8.
rule-first-play-one-tile = Prvé slovo musí mať aspoň 2 písmená.
rule-bridge-too-early = Premostenie je dovolené až od { $allowed }. ťahu; teraz je { $turn }. ťah.
rule-invalid-words = { $count ->
    [one] Toto slovo nie je v slovníku: { $words }.
   *[other] Tieto slová nie sú v slovníku: { $words }.
}
rule-empty-exchange = Pri výmene treba vybrať aspoň jedno písmeno.
rule-exchange-bag-too-small = { $needed ->
    [one] Vymieňať sa smie, len kým je vo vrecúšku aspoň { $needed } písmeno; teraz ich je { $bag }.
    [few] Vymieňať sa smie, len kým sú vo vrecúšku aspoň { $needed } písmená; teraz ich je { $bag }.
   *[other] Vymieňať sa smie, len kým je vo vrecúšku aspoň { $needed } písmen; teraz ich je { $bag }.
}
rule-nothing-to-challenge = Nie je čo spochybniť.
rule-own-play = Hráč { $player } nemôže spochybniť vlastný ťah.
rule-challenge-pending = Ťah čaká na rozhodnutie: najprv ho spochybni alebo prijmi.

notation-unknown-language = Neznámy jazyk „{ $name }“ (english, slovak, czech, croatian, danish, bulgarian).
notation-unknown-preset = Neznáme pravidlá „{ $name }“ (classic, sss, bulgarian).
notation-unknown-face = „{ $face }“ nie je písmeno súpravy { $tiles }.
notation-unclosed-brace = Neuzavretá zátvorka „{"{"}“ v „{ $text }“.
notation-not-a-rack-tile = „{ $text }“ nie je { -rack }: píš veľké písmená a ? pre žolíka.
notation-bad-position = „{ $text }“ nie je políčko ani pozícia (8H vodorovne, H8 zvisle).
notation-bad-board = Hracia plocha musí mať 15 riadkov po 15 políčok: { $detail }
notation-off-board = Slovo presahuje okraj hracej plochy.
notation-through-empty = Bodka označuje { $square } ako obsadené, ale políčko je prázdne.
notation-board-mismatch = Na { $square } leží { $board }, nie { $written }.
notation-undesignated-blank = Žolík na hracej ploche musí predstavovať nejaké písmeno.
notation-unreadable-move = Ťahu „{ $text }“ nerozumiem: 8H SLOVO, H8 SLOVO, exchange PÍSMENÁ, pass alebo resign.
notation-read-as-letters = { $error } ({ $pairs } sa čítalo ako samostatné písmená; dvojpísmenový kameň napíš ako { $braced }.)

history-play = { $name }: { $play } { $score }
history-play-withdrawn = { $name }: { $play } { $score } (spochybnené a stiahnuté)
history-play-stands = { $name }: { $play } { $score } (spochybnené, platí)
history-exchange = { $count ->
    [one] { $name }: výmena { $count } písmena
   *[other] { $name }: výmena { $count } písmen
}
history-exchange-own = { $name }: výmena { $tiles }
history-pass = { $name }: pas
history-lost-turn = { $name }: strata ťahu (neúspešné spochybnenie)
history-resigned = { $name }: vzdanie sa
history-timed-out = { $name }: čas vypršal

challenge-upheld = { $who ->
    [by-me] Spochybňuješ ťah { $play } hráča { $author }: oprávnene, ťah sa sťahuje.
    [mine] { $by } spochybňuje tvoj ťah { $play }: oprávnene, ťah sa sťahuje.
   *[other] { $by } spochybňuje ťah { $play } hráča { $author }: oprávnene, ťah sa sťahuje.
}
challenge-stands = { $who ->
    [by-me] Spochybňuješ ťah { $play } hráča { $author }: ťah platí.
    [mine] { $by } spochybňuje tvoj ťah { $play }: ťah platí.
   *[other] { $by } spochybňuje ťah { $play } hráča { $author }: ťah platí.
}
challenge-someone = Hráč
play-accepted = Ťah prijatý.

end-went-out = { $name }: všetky písmená vyložené
end-scoreless-turns = všetci hráči mali za sebou ťahy bez bodov
end-no-legal-plays = nikto už nemá platný ťah
end-finish-line = { $name }: cieľový počet bodov dosiahnutý
end-last-player = { $name }: posledný hráč v hre
end-game-over = Koniec hry: { $reason }.
end-ranking = Konečné poradie:
end-rank = { $place }. { $name } { $score }
end-rank-adjusted = (pred odpočtom: { $before }, zásobník { $adjustment })
end-you-won = Víťazstvo!
end-you-drew = Remíza o prvé miesto: { $others } a ty.
end-you-lost = Prehra. { $count ->
    [one] Víťaz
   *[other] Víťazi
}: { $winners }.
end-rank-resigned = (po vzdaní; body zostali)
end-rank-timed-out = (po vypršaní času; body zostali)

## Kto začína (RULES.md §6).
start-drawn = { $name } – { $tile }
start-drawn-blank = { $name } – { -blank }
start-draw = Losovanie o prvý ťah: { $draws }.
start-draw-again = Nerozhodne, losuje sa znova: { $draws }.
start-lowest = Prvý ťah: { $name }; { $tile } je najbližšie k začiatku abecedy.
start-blank = Prvý ťah: { $name }; { -blank } prebije každé písmeno.
start-random = Prvý ťah: { $name }; rozhodol náhodný výber.

hint-order = Rady, najlepšia prvá podľa hodnoty ťahu: body a cena kameňov, ktoré si necháš.
hint-play = { $play } { $score }, hodnota { $equity }
hint-play-also = { $play } { $score }, hodnota { $equity }; to isté slovo sa zmestí aj { $count ->
    [one] na jedno ďalšie miesto
    [few] na { $count } ďalšie miesta
   *[other] na { $count } ďalších miest
}: { $places }
hints-used = { $count ->
    [0] Bez rád.
   *[other] Ťahy s radou: { $count }.
}
hint-none = Rada: nenašiel sa žiadny ťah.

push-your-turn-title = Si na ťahu
push-your-turn = V hre s { $opponents } si na ťahu.
push-time-running-out-title = Čas sa kráti
push-time-running-out = V hre s { $opponents } ti už ubehla väčšina času na ťah.
push-last-hour-title = Zostáva hodina
push-last-hour = V hre s { $opponents } potiahni do hodiny, inak z hry vypadneš.
push-eliminated-title = Čas vypršal
push-eliminated = V hre s { $opponents } ti vypršal čas: ostatní hrajú ďalej.
push-game-over-title = Koniec hry
push-game-over = Hra s { $opponents } sa skončila.

time-days = { $days } d
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-minutes = { $minutes } min
time-left = zostáva { $time }

app-storage = Hry sa nepodarilo uložiť ani načítať: { $detail }
app-engine = Slovníky sa nepodarilo načítať: { $detail }
app-record = Záznam hry sa nedá prečítať: { $detail }
app-unknown-game = Hra { $id } neexistuje.
app-not-humans-turn = Nie si na ťahu.
app-hints-not-allowed = Rady sú len pre hru, v ktorej je jediným človekom ten, kto sa pýta.
app-bot-count = Hra má 1 až 3 botov, nie { $count }.
app-corrupt = Uloženú hru sa nedá prehrať: { $detail }
app-no-server = Nie je nastavený server: najprv zadaj jeho adresu.
app-already-registered = Toto zariadenie je už zaregistrované ako { $name } na { $server }.
app-bad-server-url = Toto nie je adresa servera (http://HOST:PORT alebo https://…): { $url }
app-quick-needs-network = Rýchle hry potrebujú sieť, lebo ich hodiny bežia ďalej.
app-move-waiting = Ťah tejto hry už čaká na odoslanie: najprv synchronizuj.
app-unreadable-move = Ťahu „{ $text }“ nerozumiem: 8H SLOVO, H8 SLOVO, exchange PÍSMENÁ, pass alebo resign.
app-bad-push = Tejto notifikácii aplikácia nerozumie.
app-runtime = Sieť sa nepodarilo spustiť: { $detail }
sync-unreachable = Server je nedostupný. Skús to neskôr.
sync-conflict = Ťah nebol prijatý: { $reason }
sync-not-registered = Toto zariadenie nie je zaregistrované na serveri.
sync-bad-answer = Odpovedi servera sa nedá porozumieť.
sync-unknown-move = Čakajúci ťah sa stratil.
server-refused = Server odmietol požiadavku: { $code }.
server-rule-violation = Server ťah odmietol: porušuje pravidlá.
server-not-your-turn = Nie si na ťahu.
server-room-not-found = Miestnosť s týmto kódom neexistuje.
server-room-full = Miestnosť je plná.
server-room-expired = Platnosť miestnosti vypršala.
server-too-many-rooms = Máš priveľa miestností, ktoré čakajú na hráčov.
server-game-not-found = Taká hra neexistuje.
server-game-not-started = Hra sa ešte nezačala.
server-other-game-family = Táto hra je iného druhu (slovná hra alebo Tycoon): otvorte ju zo zoznamu hier.
server-seek-not-found = Hľadanie súpera sa skončilo.
server-unauthorized = Server toto zariadenie nepozná: zaregistruj sa znova.
server-invalid-display-name = Server toto meno neprijíma.
server-unknown-language = Server tento jazyk nemá.
server-rate-limited = Priveľa požiadaviek: skús to o chvíľu.
server-internal = Server mal problém. Skús to neskôr.
server-concurrent-update = Hra sa medzitým zmenila: skús to znova.
server-bad-body = Server nerozumel tomu, čo aplikácia poslala. Skús aktualizovať aplikáciu.
server-body-too-large = Aplikácia poslala serveru naraz priveľa údajov.
server-duplicate = Rovnaká požiadavka prišla dvakrát naraz: skús to znova.
server-forbidden-move = Že hráčovi vypršal čas, môžu určiť len hodiny servera.
server-invalid-body = Server neprijal to, čo aplikácia poslala. Skús aktualizovať aplikáciu.
server-invalid-minutes = Tento čas na ťah server neponúka.
server-invalid-move = Tento ťah sa nedá prečítať: skontroluj políčka a písmená.
server-invalid-move-id = Aplikácia poslala ťah bez platného označenia. Skús aktualizovať aplikáciu.
server-invalid-path = Server nerozumel adrese požiadavky. Skús aktualizovať aplikáciu.
server-invalid-players = Hra má 2 až 4 hráčov.
server-invalid-push-token = Notifikácie sa na tomto zariadení nepodarilo zapnúť.
server-invalid-query = Server nerozumel požiadavke aplikácie. Skús aktualizovať aplikáciu.
server-invalid-seats = Miestnosť má 2 až 4 miesta.
server-language-unavailable = Hry v tomto jazyku server teraz neponúka.
server-malformed-json = Aplikácia poslala serveru poškodené údaje. Skús aktualizovať aplikáciu.
server-method-not-allowed = Server túto požiadavku neprijíma. Skús aktualizovať aplikáciu.
server-no-such-endpoint = Server túto požiadavku nepozná: skontroluj adresu servera alebo aktualizuj aplikáciu.
server-not-your-game = V tejto hre nehráš.
server-stale-version = Hra pokročila skôr, než prišiel tvoj ťah: pozri sa na hraciu plochu a skús to znova.
server-time-out = Hráčovi na ťahu vypršal čas.
server-unsupported-media-type = Aplikácia poslala serveru údaje v zlom formáte. Skús aktualizovať aplikáciu.

# Post-game analysis (slovo analyze, the analysis screen): each turn's options by equity.
analysis-not-over = Hra sa ešte neskončila: rozobrať sa dá, až keď sa skončí.
analysis-no-seat = V tejto hre nie je hráč { $seat }: hráčov je { $players }.
analysis-racks-unknown = Zásobníky hráča { $seat } toto zariadenie nepozná: rozobrať sa dajú len tvoje vlastné ťahy.
analysis-cancelled = Rozbor bol zrušený.
analysis-move-play = { $play }
analysis-move-exchange = výmena { $tiles }
analysis-move-pass = pas
analysis-heading = { $name }: { $turns ->
    [one] { $turns } ťah
    [few] { $turns } ťahy
    [many] { $turns } ťahu
   *[other] { $turns } ťahov
}
analysis-turn = Ťah { $turn }, { -rack } { $rack }: { $move } { $score }, hodnota { $equity }
analysis-turn-best-made = Najlepší ťah.
analysis-turn-best = Najlepší: { $move } { $score }, hodnota { $equity }; stratená hodnota { $lost }.
analysis-option = { $rank }. { $move } { $score }, hodnota { $equity }
analysis-endgame = Vrecúško bolo prázdne: hodnota počíta s kameňmi, ktoré na konci zostanú na zásobníkoch.
analysis-withdrawn = Spochybnené a stiahnuté: hodnotí sa ako pas.
analysis-summary-equity-lost = Stratená hodnota
analysis-summary-points-left = Nevyužité body
analysis-summary-best-made = Najlepšie ťahy
analysis-summary-best-made-value = { $made } z { $turns }
analysis-summary-best-move = Najlepší ťah
analysis-summary-worst-move = Najhorší ťah
analysis-summary-move-value = ťah { $turn }: { $move } { $score }
analysis-summary-worst-value = ťah { $turn }: { $move }, stratená hodnota { $lost }
analysis-summary-none = žiadny
analysis-no-turns = Niet čo rozobrať.
