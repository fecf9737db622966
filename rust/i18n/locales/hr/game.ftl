# Slovo, hrvatski: tekstovi same igre (pravila, zapis, povijest, kraj igre, obavijesti).
# Rječnik igre (seeds/001): prazna pločica (džoker), stalak, vrećica, zamjena, propuštanje poteza, osporavanje.

-blank = prazna pločica
-rack = stalak
-bag = vrećica

points = { $count ->
    [one] { $count } bod
    [few] { $count } boda
   *[other] { $count } bodova
}
tiles = { $count ->
    [one] { $count } pločica
    [few] { $count } pločice
   *[other] { $count } pločica
}
moves = { $count ->
    [one] { $count } potez
    [few] { $count } poteza
   *[other] { $count } poteza
}
players = { $count ->
    [one] { $count } igrač
    [few] { $count } igrača
   *[other] { $count } igrača
}

language-english = engleski
language-slovak = slovački
language-czech = češki
language-croatian = hrvatski
language-danish = danski
language-bulgarian = bugarski

preset-classic = klasična
preset-sss = slovačka klupska (SSS)
preset-bulgarian = bugarska
validation-auto = svaka se riječ odmah provjerava
validation-single-challenge = jednostruko osporavanje
validation-double-challenge = dvostruko osporavanje
level-easy = lagan
level-medium = srednji
level-hard = težak
bot-name = Bot { $n } ({ $level })

rule-game-over = Igra je završila.
rule-not-your-turn = Igrač { $player } nije na potezu (na potezu je igrač { $current }).
rule-unknown-player = Nema igrača { $player }.
rule-player-eliminated = Igrač { $player } više nije u igri.
rule-no-tiles = Potez mora postaviti barem jednu pločicu.
rule-duplicate-square = Polje { $square } korišteno je dvaput u istom potezu.
rule-square-taken = Na polju { $square } već je pločica.
rule-tile-not-on-rack = Pločice { $tile } nema na tvom stalku.
rule-bad-designation = U ovom kompletu { -blank } ne može zamijeniti { $letter }.
rule-not-in-one-line = Pločice nisu u istom retku ni u istom stupcu.
rule-gap = Između pločica ostao je razmak na { $square }: potez mora činiti jednu neprekinutu riječ.
rule-not-connected = Potez ne dodiruje nijednu pločicu na ploči.
rule-first-play-off-centre = Prva riječ mora prekriti središnje polje H8.
rule-first-play-one-tile = Prva riječ mora imati barem 2 pločice.
rule-bridge-too-early = Most je dopušten tek od { $allowed }. poteza; ovo je { $turn }. potez.
rule-invalid-words = { $count ->
    [one] Ova riječ nije u rječniku: { $words }.
   *[other] Ove riječi nisu u rječniku: { $words }.
}
rule-empty-exchange = Za zamjenu treba odabrati barem jednu pločicu.
rule-exchange-bag-too-small = { $needed ->
    [one] Zamjena je dopuštena samo dok je u vrećici barem { $needed } pločica; sada ih je { $bag }.
    [few] Zamjena je dopuštena samo dok su u vrećici barem { $needed } pločice; sada ih je { $bag }.
   *[other] Zamjena je dopuštena samo dok je u vrećici barem { $needed } pločica; sada ih je { $bag }.
}
rule-nothing-to-challenge = Nema poteza koji bi se mogao osporiti.
rule-own-play = Igrač { $player } ne može osporiti vlastiti potez.
rule-challenge-pending = Potez čeka odluku: najprije ga ospori ili prihvati.

notation-unknown-language = Nepoznat jezik „{ $name }” (english, slovak, czech, croatian, danish, bulgarian).
notation-unknown-preset = Nepoznata pravila „{ $name }” (classic, sss, bulgarian).
notation-unknown-face = „{ $face }” nije pločica kompleta { $tiles }.
notation-unclosed-brace = Nezatvorena zagrada „{"{"}” u „{ $text }”.
notation-not-a-rack-tile = „{ $text }” nije { -rack }: piši velika slova i ? za praznu pločicu.
notation-bad-position = „{ $text }” nije polje ni položaj (8H vodoravno, H8 okomito).
notation-bad-board = Ploča mora imati 15 redaka po 15 polja: { $detail }
notation-off-board = Riječ izlazi izvan ploče.
notation-through-empty = Točka označava { $square } kao zauzeto, ali polje je prazno.
notation-board-mismatch = Na { $square } je { $board }, a ne { $written }.
notation-undesignated-blank = Prazna pločica na ploči mora zamjenjivati neko slovo.
notation-unreadable-move = Ne razumijem potez „{ $text }”: 8H RIJEČ, H8 RIJEČ, exchange PLOČICE, pass ili resign.
notation-read-as-letters = { $error } ({ $pairs } je pročitano kao zasebna slova; pločicu s dva slova napiši kao { $braced }.)

history-play = { $name }: { $play } { $score }
history-play-withdrawn = { $name }: { $play } { $score } (osporeno i povučeno)
history-play-stands = { $name }: { $play } { $score } (osporeno, vrijedi)
history-exchange = { $count ->
    [one] { $name }: zamjena { $count } pločice
    [few] { $name }: zamjena { $count } pločice
   *[other] { $name }: zamjena { $count } pločica
}
history-exchange-own = { $name }: zamjena { $tiles }
history-pass = { $name }: propuštanje poteza
history-lost-turn = { $name }: gubitak poteza (neuspjelo osporavanje)
history-resigned = { $name }: predaja
history-timed-out = { $name }: vrijeme je isteklo

challenge-upheld = { $who ->
    [by-me] Osporavaš potez { $play } igrača { $author }: opravdano, potez se povlači.
    [mine] { $by } osporava tvoj potez { $play }: opravdano, potez se povlači.
   *[other] { $by } osporava potez { $play } igrača { $author }: opravdano, potez se povlači.
}
challenge-stands = { $who ->
    [by-me] Osporavaš potez { $play } igrača { $author }: potez vrijedi.
    [mine] { $by } osporava tvoj potez { $play }: potez vrijedi.
   *[other] { $by } osporava potez { $play } igrača { $author }: potez vrijedi.
}
challenge-someone = Igrač
play-accepted = Potez prihvaćen.

end-went-out = { $name }: odigrane su sve pločice
end-scoreless-turns = svi su igrači zaredom imali poteze bez bodova
end-no-legal-plays = nitko više nema valjan potez
end-finish-line = { $name }: dosegnut je ciljni broj bodova
end-last-player = { $name }: posljednji je igrač u igri
end-game-over = Kraj igre: { $reason }.
end-ranking = Konačni poredak:
end-rank = { $place }. { $name } { $score }
end-rank-adjusted = (prije odbitka: { $before }, stalak { $adjustment })
end-you-won = Pobjeda!
end-you-drew = Neriješeno za prvo mjesto: { $others } i ti.
end-you-lost = Poraz. { $count ->
    [one] Pobjednik
   *[other] Pobjednici
}: { $winners }.
end-rank-resigned = (nakon predaje; bodovi ostaju)
end-rank-timed-out = (nakon isteka vremena; bodovi ostaju)

## Tko igra prvi (RULES.md §6).
start-drawn = { $name } – { $tile }
start-drawn-blank = { $name } – { -blank }
start-draw = Izvlačenje za prvi potez: { $draws }.
start-draw-again = Neriješeno, izvlači se ponovno: { $draws }.
start-lowest = Prvi potez: { $name }; { $tile } je najbliže početku abecede.
start-blank = Prvi potez: { $name }; { -blank } pobjeđuje svako slovo.
start-random = Prvi potez: { $name }; odlučio je slučajan odabir.

hint-order = Savjeti, najbolji prvi prema vrijednosti poteza: bodovi i vrijednost pločica koje zadržavaš.
hint-play = { $play } { $score }, vrijednost { $equity }
hint-play-also = { $play } { $score }, vrijednost { $equity }; ista riječ stane i na { $count ->
    [one] još { $count } mjesto
   *[other] još { $count } mjesta
}: { $places }
hints-used = { $count ->
    [0] Bez savjeta.
   *[other] Potezi sa savjetom: { $count }.
}
hint-none = Savjet: nije pronađen nijedan potez.

push-your-turn-title = Na potezu si
push-your-turn = Na potezu si u igri s igračima { $opponents }.
push-time-running-out-title = Vrijeme istječe
push-time-running-out = U igri s igračima { $opponents } potrošio si većinu vremena za potez.
push-last-hour-title = Još jedan sat
push-last-hour = Odigraj potez u igri s igračima { $opponents } unutar sat vremena ili ispadaš iz igre.
push-eliminated-title = Vrijeme je isteklo
push-eliminated = U igri s igračima { $opponents } isteklo ti je vrijeme: ostali igraju dalje.
push-game-over-title = Kraj igre
push-game-over = Igra s igračima { $opponents } je završila.

time-days = { $days } d
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-minutes = { $minutes } min
time-left = još { $time }

app-storage = Igre se ne mogu spremiti ni učitati: { $detail }
app-engine = Rječnici se ne mogu učitati: { $detail }
app-record = Zapis igre ne može se pročitati: { $detail }
app-unknown-game = Nema igre { $id }.
app-not-humans-turn = Nisi na potezu.
app-hints-not-allowed = Savjeti postoje samo u igri u kojoj je jedini čovjek onaj tko pita.
app-bot-count = Igra ima 1 do 3 bota, a ne { $count }.
app-corrupt = Spremljena igra ne može se ponoviti: { $detail }
app-no-server = Poslužitelj nije postavljen: najprije unesi njegovu adresu.
app-already-registered = Ovaj je uređaj već registriran kao { $name } na { $server }.
app-bad-server-url = To nije adresa poslužitelja (http://HOST:PORT ili https://…): { $url }
app-quick-needs-network = Brze igre trebaju mrežu jer im sat i dalje teče.
app-move-waiting = Potez ove igre već čeka na slanje: najprije sinkroniziraj.
app-unreadable-move = Ne razumijem potez „{ $text }”: 8H RIJEČ, H8 RIJEČ, exchange PLOČICE, pass ili resign.
app-bad-push = Aplikacija ne razumije ovu obavijest.
app-runtime = Mreža se ne može pokrenuti: { $detail }
sync-unreachable = Poslužitelj nije dostupan. Pokušaj kasnije.
sync-conflict = Potez nije prihvaćen: { $reason }
sync-not-registered = Ovaj uređaj nije registriran na poslužitelju.
sync-bad-answer = Odgovor poslužitelja nije razumljiv.
sync-unknown-move = Potez koji je čekao izgubljen je.
server-refused = Poslužitelj je odbio zahtjev: { $code }.
server-rule-violation = Poslužitelj je odbio potez: krši pravila.
server-not-your-turn = Nisi na potezu.
server-room-not-found = Nema sobe s tim kodom.
server-room-full = Soba je puna.
server-room-expired = Soba je istekla.
server-too-many-rooms = Imaš previše soba koje čekaju igrače.
server-game-not-found = Takva igra ne postoji.
server-game-not-started = Igra još nije počela.
server-other-game-family = Ova je igra druge vrste (igra riječi ili Tycoon): otvorite je s popisa igara.
server-seek-not-found = Traženje protivnika je završilo.
server-unauthorized = Poslužitelj ne poznaje ovaj uređaj: registriraj se ponovno.
server-invalid-display-name = Poslužitelj ne prihvaća to ime.
server-unknown-language = Poslužitelj nema taj jezik.
server-rate-limited = Previše zahtjeva: pokušaj za trenutak.
server-internal = Poslužitelj je imao problem. Pokušaj kasnije.
server-concurrent-update = Igra se u međuvremenu promijenila: pokušaj ponovno.
server-bad-body = Poslužitelj nije razumio što je aplikacija poslala. Pokušaj ažurirati aplikaciju.
server-body-too-large = Aplikacija je poslužitelju odjednom poslala previše podataka.
server-duplicate = Isti je zahtjev stigao dvaput odjednom: pokušaj ponovno.
server-forbidden-move = Samo sat poslužitelja može odrediti da je igraču isteklo vrijeme.
server-invalid-body = Poslužitelj nije prihvatio ono što je aplikacija poslala. Pokušaj ažurirati aplikaciju.
server-invalid-minutes = Poslužitelj ne nudi to vrijeme po potezu.
server-invalid-move = Taj se potez ne može pročitati: provjeri polja i slova.
server-invalid-move-id = Aplikacija je poslala potez bez valjane oznake. Pokušaj ažurirati aplikaciju.
server-invalid-path = Poslužitelj nije razumio adresu zahtjeva. Pokušaj ažurirati aplikaciju.
server-invalid-players = Igra ima 2 do 4 igrača.
server-invalid-push-token = Obavijesti se na ovom uređaju nisu mogle uključiti.
server-invalid-query = Poslužitelj nije razumio zahtjev aplikacije. Pokušaj ažurirati aplikaciju.
server-invalid-seats = Soba ima 2 do 4 mjesta.
server-language-unavailable = Poslužitelj trenutno ne nudi igre na tom jeziku.
server-malformed-json = Aplikacija je poslužitelju poslala oštećene podatke. Pokušaj ažurirati aplikaciju.
server-method-not-allowed = Poslužitelj ne prima taj zahtjev. Pokušaj ažurirati aplikaciju.
server-no-such-endpoint = Poslužitelj ne poznaje taj zahtjev: provjeri adresu poslužitelja ili ažuriraj aplikaciju.
server-not-your-game = Ne igraš u ovoj igri.
server-stale-version = Igra je odmaknula prije nego što je stigao tvoj potez: pogledaj ploču i pokušaj ponovno.
server-time-out = Igraču na potezu isteklo je vrijeme.
server-unsupported-media-type = Aplikacija je poslužitelju poslala podatke u pogrešnom obliku. Pokušaj ažurirati aplikaciju.

# Post-game analysis (slovo analyze, the analysis screen): each turn's options by equity.
analysis-not-over = Igra još nije gotova: analizirati se može kad završi.
analysis-no-seat = U ovoj igri nema igrača { $seat }: igrača je { $players }.
analysis-racks-unknown = Stalci igrača { $seat } nisu poznati na ovom uređaju: analizirati se mogu samo tvoji potezi.
analysis-cancelled = Analiza je otkazana.
analysis-move-play = { $play }
analysis-move-exchange = zamjena { $tiles }
analysis-move-pass = propuštanje poteza
analysis-heading = { $name }: { $turns ->
    [one] { $turns } potez
    [few] { $turns } poteza
   *[other] { $turns } poteza
}
analysis-turn = Potez { $turn }, { -rack } { $rack }: { $move } { $score }, vrijednost { $equity }
analysis-turn-best-made = Najbolji potez.
analysis-turn-best = Najbolje: { $move } { $score }, vrijednost { $equity }; izgubljena vrijednost { $lost }.
analysis-option = { $rank }. { $move } { $score }, vrijednost { $equity }
analysis-endgame = Vrećica je bila prazna: vrijednost računa pločice koje na kraju ostanu na stalcima.
analysis-withdrawn = Osporeno i povučeno: računa se kao propuštanje poteza.
analysis-summary-equity-lost = Izgubljena vrijednost
analysis-summary-points-left = Propušteni bodovi
analysis-summary-best-made = Najbolji potezi
analysis-summary-best-made-value = { $made } od { $turns }
analysis-summary-best-move = Najbolji potez
analysis-summary-worst-move = Najlošiji potez
analysis-summary-move-value = potez { $turn }: { $move } { $score }
analysis-summary-worst-value = potez { $turn }: { $move }, izgubljena vrijednost { $lost }
analysis-summary-none = nijedan
analysis-no-turns = Nema poteza za analizu.
