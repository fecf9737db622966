# Slovo, dansk: selve spillets tekster (regler, notation, historik, spillets slutning, beskeder).
# Spillets ord (seeds/003): blank brik, brikstativ, pose, bytte, melde pas, udfordre, bingo.

-blank = blank brik
-rack = stativ
-bag = pose

points = { $count ->
    [one] { $count } point
   *[other] { $count } point
}
tiles = { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
}
moves = { $count ->
    [one] { $count } træk
   *[other] { $count } træk
}
players = { $count ->
    [one] { $count } spiller
   *[other] { $count } spillere
}

language-english = engelsk
language-slovak = slovakisk
language-czech = tjekkisk
language-croatian = kroatisk
language-danish = dansk
language-bulgarian = bulgarsk

preset-classic = klassiske
preset-sss = slovakiske klubregler (SSS)
preset-bulgarian = bulgarske
validation-auto = hvert ord kontrolleres straks
validation-single-challenge = enkelt udfordring
validation-double-challenge = dobbelt udfordring
level-easy = let
level-medium = middel
level-hard = svær
bot-name = Bot { $n } ({ $level })

rule-game-over = Spillet er slut.
rule-not-your-turn = Det er ikke spiller { $player }s tur (spiller { $current } er i gang).
rule-unknown-player = Der er ingen spiller { $player }.
rule-player-eliminated = Spiller { $player } er ude af spillet.
rule-no-tiles = Et træk skal lægge mindst én brik.
rule-duplicate-square = Felt { $square } bruges to gange i samme træk.
rule-square-taken = Der ligger allerede en brik på felt { $square }.
rule-tile-not-on-rack = Brikken { $tile } er ikke på dit { -rack }.
rule-bad-designation = En { -blank } kan ikke stå for { $letter } i dette sæt.
rule-not-in-one-line = Brikkerne ligger ikke i én række eller én kolonne.
rule-gap = Brikkerne efterlader et hul ved { $square }: et træk er ét sammenhængende ord.
rule-not-connected = Trækket rører ingen brik på pladen.
rule-first-play-off-centre = Det første ord skal dække midterfeltet H8.
rule-first-play-one-tile = Det første ord skal bruge mindst 2 brikker.
rule-bridge-too-early = En bro er først tilladt fra tur { $allowed }; dette er tur { $turn }.
rule-invalid-words = { $count ->
    [one] Ikke i ordlisten: { $words }.
   *[other] Ikke i ordlisten: { $words } ({ $count } ord).
}
rule-empty-exchange = Et byt skal omfatte mindst én brik.
rule-exchange-bag-too-small = { $needed ->
    [one] Du må kun bytte, mens posen rummer mindst { $needed } brik; den rummer { $bag }.
   *[other] Du må kun bytte, mens posen rummer mindst { $needed } brikker; den rummer { $bag }.
}
rule-nothing-to-challenge = Der er intet træk at udfordre.
rule-own-play = Spiller { $player } kan ikke udfordre sit eget træk.
rule-challenge-pending = Et træk venter på en udfordring: udfordr eller godkend det først.

notation-unknown-language = Ukendt sprog “{ $name }” (english, slovak, czech, croatian, danish, bulgarian).
notation-unknown-preset = Ukendte regler “{ $name }” (classic, sss, bulgarian).
notation-unknown-face = “{ $face }” er ikke en brik i sættet { $tiles }.
notation-unclosed-brace = En “{"{"}” uden afslutning i “{ $text }”.
notation-not-a-rack-tile = “{ $text }” er ikke et { -rack }: skriv brikkerne med store bogstaver og ? for en blank brik.
notation-bad-position = “{ $text }” er ikke et felt eller en position (8H vandret, H8 lodret).
notation-bad-board = Pladen skal være 15 rækker med 15 felter: { $detail }
notation-off-board = Ordet går ud over pladen.
notation-through-empty = Et punktum markerer { $square } som optaget, men feltet er tomt.
notation-board-mismatch = På { $square } ligger { $board }, ikke { $written }.
notation-undesignated-blank = En blank brik på pladen skal have et bogstav.
notation-unreadable-move = Trækket “{ $text }” kan ikke læses: 8H ORD, H8 ORD, exchange BRIKKER, pass eller resign.
notation-read-as-letters = { $error } ({ $pairs } blev læst som separate bogstaver; skriv brikken med to bogstaver som { $braced }.)

history-play = { $name }: { $play } { $score }
history-play-withdrawn = { $name }: { $play } { $score } (udfordret og trukket tilbage)
history-play-stands = { $name }: { $play } { $score } (udfordret, står ved magt)
history-exchange = { $count ->
    [one] { $name }: bytter { $count } brik
   *[other] { $name }: bytter { $count } brikker
}
history-exchange-own = { $name }: bytter { $tiles }
history-pass = { $name }: pas
history-lost-turn = { $name }: mister turen (mislykket udfordring)
history-resigned = { $name }: giver op
history-timed-out = { $name }: tiden er gået

challenge-upheld = { $who ->
    [by-me] Du udfordrer { $author }s { $play }: med rette, trækket trækkes tilbage.
    [mine] { $by } udfordrer dit træk { $play }: med rette, trækket trækkes tilbage.
   *[other] { $by } udfordrer { $author }s { $play }: med rette, trækket trækkes tilbage.
}
challenge-stands = { $who ->
    [by-me] Du udfordrer { $author }s { $play }: trækket står ved magt.
    [mine] { $by } udfordrer dit træk { $play }: trækket står ved magt.
   *[other] { $by } udfordrer { $author }s { $play }: trækket står ved magt.
}
challenge-someone = En spiller
play-accepted = Trækket er godkendt.

end-went-out = { $name } gik ud
end-scoreless-turns = alle spillere havde ture uden point i træk
end-no-legal-plays = ingen har et lovligt træk tilbage
end-finish-line = { $name } nåede målet
end-last-player = { $name } er den sidste spiller tilbage
end-game-over = Spillet er slut: { $reason }.
end-ranking = Slutstilling:
end-rank = { $place }. { $name } { $score }
end-rank-adjusted = (før stativerne: { $before }, stativ { $adjustment })
end-you-won = Du vandt!
end-you-drew = Delt førsteplads: { $others } og dig.
end-you-lost = Du tabte. { $count ->
    [one] Vinder
   *[other] Vindere
}: { $winners }.
end-rank-resigned = (gav op; point bevaret)
end-rank-timed-out = (tiden løb ud; point bevaret)

## Hvem begynder (RULES.md §6).
start-drawn = { $name } – { $tile }
start-drawn-blank = { $name } – { -blank }
start-draw = Trukket om første træk: { $draws }.
start-draw-again = Uafgjort, der trækkes igen: { $draws }.
start-lowest = Første træk: { $name }, med { $tile }, der er nærmest alfabetets begyndelse.
start-blank = Første træk: { $name }, med en { -blank }, der slår alle bogstaver.
start-random = Første træk: { $name }, valgt tilfældigt.

hint-order = Tips, det bedste først efter værdi: pointene plus hvad de brikker, du beholder, er værd.
hint-play = { $play } { $score }, værdi { $equity }
hint-play-also = { $play } { $score }, værdi { $equity }; samme ord passer også { $count ->
    [one] ét andet sted
   *[other] { $count } andre steder
}: { $places }
hints-used = { $count ->
    [0] Ingen tips brugt.
   *[other] Træk med tip: { $count }.
}
hint-none = Tip: intet træk fundet.

push-your-turn-title = Din tur
push-your-turn = Det er din tur i spillet med { $opponents }.
push-time-running-out-title = Tiden løber ud
push-time-running-out = Du har brugt det meste af din betænkningstid i spillet med { $opponents }.
push-last-hour-title = En time tilbage
push-last-hour = Lav dit træk inden for en time i spillet med { $opponents }, ellers ryger du ud.
push-eliminated-title = Tiden er gået
push-eliminated = Din tid løb ud i spillet med { $opponents }: de andre spiller videre.
push-game-over-title = Spillet er slut
push-game-over = Dit spil med { $opponents } er slut.

time-days = { $days } d
time-hours = { $hours } t
time-hours-minutes = { $hours } t { $minutes } min
time-minutes = { $minutes } min
time-left = { $time } tilbage

app-storage = Spillene kunne ikke gemmes eller læses: { $detail }
app-engine = Ordlisterne kunne ikke læses: { $detail }
app-record = Spilreferatet kan ikke læses: { $detail }
app-unknown-game = Der er intet spil { $id }.
app-not-humans-turn = Det er ikke din tur.
app-hints-not-allowed = Tips findes kun i spil, hvor den, der spørger, er det eneste menneske.
app-bot-count = Et spil har 1 til 3 botter, ikke { $count }.
app-corrupt = Det gemte spil kan ikke genspilles: { $detail }
app-no-server = Der er ingen server: angiv serverens adresse først.
app-already-registered = Denne enhed er allerede registreret som { $name } på { $server }.
app-bad-server-url = Ikke en serveradresse (http://HOST:PORT eller https://…): { $url }
app-quick-needs-network = Hurtige spil kræver netværk, fordi deres ur bliver ved med at gå.
app-move-waiting = Et træk i dette spil venter allerede på at blive sendt: synkroniser først.
app-unreadable-move = Trækket “{ $text }” kan ikke læses: 8H ORD, H8 ORD, exchange BRIKKER, pass eller resign.
app-bad-push = Denne besked forstår appen ikke.
app-runtime = Netværket kunne ikke startes: { $detail }
sync-unreachable = Serveren kan ikke nås. Prøv igen senere.
sync-conflict = Et træk blev ikke godtaget: { $reason }
sync-not-registered = Denne enhed er ikke registreret på en server.
sync-bad-answer = Serverens svar kunne ikke forstås.
sync-unknown-move = Et ventende træk gik tabt.
server-refused = Serveren afviste: { $code }.
server-rule-violation = Serveren afviste trækket: det bryder en regel.
server-not-your-turn = Det er ikke din tur.
server-room-not-found = Intet rum har denne kode.
server-room-full = Rummet er fuldt.
server-room-expired = Rummet er udløbet.
server-too-many-rooms = Du har for mange rum, der venter på spillere.
server-game-not-found = Spillet findes ikke.
server-game-not-started = Spillet er ikke begyndt endnu.
server-other-game-family = Dette spil er af den anden slags (ordspil eller Tycoon): åbn det fra listen over spil.
server-seek-not-found = Søgningen efter en modstander er slut.
server-unauthorized = Serveren kender ikke denne enhed: registrer dig igen.
server-invalid-display-name = Serveren godtager ikke dette navn.
server-unknown-language = Serveren har ikke dette sprog.
server-rate-limited = For mange forespørgsler: prøv igen om lidt.
server-internal = Serveren havde et problem. Prøv igen senere.
server-concurrent-update = Spillet er ændret i mellemtiden: prøv igen.
server-bad-body = Serveren kunne ikke læse det, appen sendte. Prøv at opdatere appen.
server-body-too-large = Appen sendte for meget til serveren på én gang.
server-duplicate = Den samme forespørgsel kom to gange på én gang: prøv igen.
server-forbidden-move = Kun serverens ur kan afgøre, at en spillers tid er udløbet.
server-invalid-body = Serveren godtog ikke det, appen sendte. Prøv at opdatere appen.
server-invalid-minutes = Serveren tilbyder ikke denne tid pr. træk.
server-invalid-move = Trækket kan ikke læses: tjek felterne og bogstaverne.
server-invalid-move-id = Appen sendte trækket uden en gyldig mærkning. Prøv at opdatere appen.
server-invalid-path = Serveren forstod ikke forespørgslens adresse. Prøv at opdatere appen.
server-invalid-players = Et spil har 2 til 4 spillere.
server-invalid-push-token = Beskeder kunne ikke slås til på denne enhed.
server-invalid-query = Serveren forstod ikke appens forespørgsel. Prøv at opdatere appen.
server-invalid-seats = Et rum har 2 til 4 pladser.
server-language-unavailable = Serveren tilbyder ikke spil på dette sprog lige nu.
server-malformed-json = Appen sendte ødelagte data til serveren. Prøv at opdatere appen.
server-method-not-allowed = Serveren tager ikke imod denne forespørgsel. Prøv at opdatere appen.
server-no-such-endpoint = Serveren kender ikke denne forespørgsel: tjek serverens adresse, eller opdater appen.
server-not-your-game = Du er ikke med i dette spil.
server-stale-version = Spillet nåede videre, før dit træk kom frem: se på pladen, og prøv igen.
server-time-out = Spilleren, der er i trækket, løb tør for tid.
server-unsupported-media-type = Appen sendte data i et forkert format til serveren. Prøv at opdatere appen.

# Post-game analysis (slovo analyze, the analysis screen): each turn's options by equity.
analysis-not-over = Spillet er ikke slut endnu: det kan analyseres, når det er slut.
analysis-no-seat = Der er ingen spiller { $seat } i dette spil: det har { $players } spillere.
analysis-racks-unknown = Spiller { $seat }s stativer kendes ikke på denne enhed: kun dine egne træk kan analyseres.
analysis-cancelled = Analysen blev afbrudt.
analysis-move-play = { $play }
analysis-move-exchange = bytter { $tiles }
analysis-move-pass = pas
analysis-heading = { $name }: { $turns ->
    [one] { $turns } træk
   *[other] { $turns } træk
}
analysis-turn = Træk { $turn }, { -rack } { $rack }: { $move } { $score }, værdi { $equity }
analysis-turn-best-made = Det bedste træk.
analysis-turn-best = Bedst: { $move } { $score }, værdi { $equity }; { $lost } i tabt værdi.
analysis-option = { $rank }. { $move } { $score }, værdi { $equity }
analysis-endgame = Posen var tom: værdien regner med de brikker, der er tilbage på stativerne til sidst.
analysis-withdrawn = Udfordret og trukket tilbage: regnes som pas.
analysis-summary-equity-lost = Tabt værdi
analysis-summary-points-left = Point efterladt på bordet
analysis-summary-best-made = Bedste træk lagt
analysis-summary-best-made-value = { $made } af { $turns }
analysis-summary-best-move = Bedste træk
analysis-summary-worst-move = Dårligste træk
analysis-summary-move-value = træk { $turn }: { $move } { $score }
analysis-summary-worst-value = træk { $turn }: { $move }, { $lost } i tabt værdi
analysis-summary-none = ingen
analysis-no-turns = Ingen træk at analysere.
