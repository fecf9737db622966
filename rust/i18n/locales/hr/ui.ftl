# Slovo, hrvatski: zasloni telefona.

ui-app-name = Slovo
ui-new-game = Nova igra
ui-play-online = Igraj online
ui-settings = Postavke
ui-section-your-turn = Na potezu si
ui-section-waiting = Čeka se protivnike
ui-section-finished = Završene
ui-no-games = Još nema igara. Započni igru protiv bota ili igraj online.
ui-sync-up-to-date = Sve je ažurno
ui-sync-sending = Šalju se potezi…
ui-sync-offline = Izvan mreže
ui-sync-offline-waiting = { $count ->
    [one] Izvan mreže · { $count } potez čeka na slanje
    [few] Izvan mreže · { $count } poteza čekaju na slanje
   *[other] Izvan mreže · { $count } poteza čeka na slanje
}
ui-waiting-to-send = { $count ->
    [one] { $count } potez čeka na slanje
    [few] { $count } poteza čekaju na slanje
   *[other] { $count } poteza čeka na slanje
}
ui-versus = protiv { $names }
ui-kind-bots = Protiv botova
ui-kind-quick = Brza
ui-kind-daily = Dnevna
ui-your-move = Tvoj potez
ui-their-move = Potez protivnika
ui-game-over = Kraj igre

ui-language = Jezik
ui-rules = Pravila
ui-rack = Stalak
ui-rack-tiles = { $count } pločica
ui-finish-line = Cilj
ui-no-finish-line = Bez cilja
ui-finish-line-points = { $count ->
    [one] { $count } bod
    [few] { $count } boda
   *[other] { $count } bodova
}
ui-finish-line-help = Tko ga prvi dosegne, odmah pobjeđuje; stalci se ne oduzimaju.
ui-opponents = Protivnici
ui-bot = Bot { $n }
ui-add-bot = Dodaj bota
ui-remove-bot = Ukloni
ui-start = Započni igru
ui-preset-classic = Klasična
ui-preset-sss = Slovačka klupska
ui-preset-bulgarian = Bugarska
ui-preset-classic-help = Riječi se mogu osporiti; pogrešno osporavanje gubi sljedeći potez. Zamjena dok je u vrećici 7+.
ui-preset-sss-help = Riječi se mogu osporiti; pogrešno osporavanje ne stoji ništa. Tri kruga bez bodova završavaju igru.
ui-preset-bulgarian-help = Svaka se riječ odmah provjerava. Zamjena bilo kada; mostovi tek od 4. poteza.
ui-usual-rules = Uobičajena pravila
ui-usual-preset = { $name }. { $help }
ui-level-easy = Lagan
ui-level-medium = Srednji
ui-level-hard = Težak

ui-play = Odigraj
ui-recall = Vrati
ui-shuffle = Promiješaj
ui-exchange = Zamijeni
ui-pass = Propusti
ui-hint = Savjet
ui-resign = Predaj
ui-challenge = Ospori
ui-accept = Prihvati
ui-history = Povijest
ui-tiles = Pločice
ui-zoom-in = Povećaj
ui-zoom-out = Smanji
ui-back = Natrag
ui-cancel = Odustani
ui-ok = U redu
ui-bag = Vrećica: { $count }
ui-legal = { $words } · { $count ->
    [one] { $count } bod
    [few] { $count } boda
   *[other] { $count } bodova
}
ui-your-turn = Na potezu si
ui-to-move = Na potezu: { $name }
ui-thinking = { $name } razmišlja…
ui-sending = Šalje se…
ui-awaiting-challenge = Potez igrača { $name } može se osporiti
ui-may-challenge = Možeš osporiti potez igrača { $name }
ui-your-play-waits = Tvoj potez vrijedi ako ga nitko ne ospori
ui-tap-a-square = Dodirni polje za odabranu pločicu
ui-pick-blank = Prazna pločica zamjenjuje…
ui-exchange-title = Odaberi pločice za zamjenu
ui-exchange-count = { $count ->
    [one] Zamijeni { $count } pločicu
    [few] Zamijeni { $count } pločice
   *[other] Zamijeni { $count } pločica
}
ui-resign-title = Predati ovu igru?
ui-resign-text = Napuštaš igru i ne možeš joj se vratiti.
ui-exchange-all-title = Zamijeniti cijeli stalak?
ui-unseen-title = Pločice koje nisi vidio
ui-unseen-summary = { $total } neviđenih · { $bag } u vrećici
ui-no-history = Još nema poteza.
ui-move-waits = { $count ->
    [one] Tvoj potez čeka na slanje
    [few] { $count } poteza čekaju na slanje
   *[other] { $count } poteza čeka na slanje
}
ui-dropped-move = Potez nije prihvaćen: { $reason }
ui-eliminated = ispao
ui-live-lost = Veza je prekinuta, ponovno se pokušava…

ui-you-won = Pobijedio si!
ui-you-lost = Izgubio si
ui-draw = Neriješeno
ui-winner = Pobjeđuje { $name }
ui-place = { $place }.
ui-rack-adjustments = Konačni rezultati nakon odbitka stalaka
ui-back-to-games = Natrag na igre

ui-your-name = Tvoje ime
ui-register = Nastavi
ui-register-text = Odaberi ime koje vide ostali igrači.
ui-create-room = Otvori sobu
ui-join-room = Uđi u sobu
ui-random = Nasumični protivnik
ui-room-code = Kod sobe
ui-join = Uđi
ui-quick-help = Šahovski sat za svakog igrača; igra se u jednom dahu.
ui-daily-help = 24 sata po potezu; stiže ti obavijest kad si na potezu.
ui-players = Igrači
ui-clock = Sat
ui-minutes = { $count } min
ui-create = Otvori
ui-find = Pronađi igru
ui-share = Podijeli
ui-share-text = Igraj Slovo sa mnom: { $link }
ui-room-waiting = Igrača u sobi: { $joined } od { $seats }. Čekaju se ostali…
ui-room-code-help = Daj ovaj kod prijateljima.
ui-searching = Traži se protivnik…
ui-no-match = Nitko nije došao. Pokušati ponovno?

ui-server = Poslužitelj
ui-server-help = Gdje se igraju online igre.
ui-save = Spremi
ui-saved = Spremljeno
ui-notifications = Obavijesti
ui-notifications-help = Kad si na potezu u dnevnoj igri
ui-board-labels = Oznake nagradnih polja
ui-board-labels-help = { ui-premium-dl }, { ui-premium-tl }, { ui-premium-dw }, { ui-premium-tw } na ploči
ui-dark-theme = Tamna tema
ui-interface-language = Jezik sučelja
ui-interface-language-help = Jezik telefona; jezik igre bira se za svaku igru posebno.
ui-player-name = Tvoje ime u igrama protiv botova
ui-you = Ti

ui-premium-dl = 2S
ui-premium-tl = 3S
ui-premium-dw = 2R
ui-premium-tw = 3R

# The FFI's own refusals: a shell passed something out of range.
ffi-empty-data-dir = Nije zadana mapa za igre.
ffi-no-word-lists = Mapa s popisima riječi { $path } ne postoji.
ffi-rack-size = Stalak ima 7 ili 9 pločica, ne { $count }.
ffi-finish-line = Cilj mora biti veći od 0, ne { $count }.
ffi-empty-name = Ime igrača je prazno.
ffi-seats = Broj mjesta ne može biti { $count }.
ffi-players = Broj igrača ne može biti { $count }.
ffi-wait = Čekanje je 0 ms ili više, ne { $count }.
ffi-empty-push-token = Token obavijesti je prazan.
ffi-hint-count = Broj savjeta mora biti 0 ili više, ne { $count }.
ffi-off-board = Redak { $row }, stupac { $col } je izvan ploče: retci i stupci idu od 0 do { $last }.
ffi-panicked = U aplikaciji Slovo nešto je pošlo po zlu: { $detail }

# The iOS screens: the theme choice, and what VoiceOver reads of a square and a tile.
ui-follow-system = Prema sustavu
ui-light-theme = Svijetla tema
ui-a11y-blank-tile = prazna pločica { $face }
ui-a11y-blank = prazna pločica
ui-a11y-placed = položeno u ovom potezu
ui-a11y-last-play = zadnji potez
ui-a11y-double-letter = dvostruka vrijednost slova
ui-a11y-triple-letter = trostruka vrijednost slova
ui-a11y-double-word = dvostruka vrijednost riječi
ui-a11y-triple-word = trostruka vrijednost riječi
ui-a11y-centre = sredina, dvostruka vrijednost riječi

## The shells' own refusals.
ui-no-word-lists = U aplikaciji nedostaju popisi riječi.
ui-online-no-challenge = Mrežne igre provjeravaju svaku riječ odmah pri potezu: nema se što osporiti.

# The post-game analysis screen.
analysis-turn-title = Potez { $turn }
ui-analysis = Analiza
ui-analysis-loading = Analiziram igru…
ui-analysis-made = Odigrano
ui-analysis-best = Najbolje
ui-analysis-options = Druge mogućnosti
ui-analysis-rack = Stalak: { $rack }
ui-analysis-score-equity = bodovi { $score } · vrijednost { $equity }
ui-analysis-retry = Pokušaj ponovno
