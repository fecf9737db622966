### Tycoon, the letter-patent card game: its screens in the terminal and on the phones.
### Command words (word, exchange, pass, q, buy, done, penalty, help, quit) stay English in
### every language, as `slovo play`'s do.

tycoon-level-easy = lagani
tycoon-level-medium = srednji
tycoon-level-hard = teški
tycoon-header = Tycoon (igra { $id }): { $players }.
tycoon-help-hint = Naredbe ispisuje help.
tycoon-goal = Cilj: patenti vrijedni { $value } $ pokreću posljednji krug
tycoon-final-round = Posljednji krug: igra završava s ovim krugom.
tycoon-final-round-begins = { $name }: patenti vrijedni { $value } $. Počinje posljednji krug: svi igraju do kraja ovog kruga.
tycoon-turn-you = { $round }. krug: na potezu si.
tycoon-turn-other = { $round }. krug: na potezu je { $name }.
tycoon-over = { $rounds ->
    [one] Kraj igre nakon { $rounds } kruga.
    [few] Kraj igre nakon { $rounds } kruga.
   *[other] Kraj igre nakon { $rounds } krugova.
}

## The screen's panels.
tycoon-col-money = Novac
tycoon-col-stock = Dionice
tycoon-col-patents = Patenti
tycoon-col-score = Bodovi
tycoon-money = { $amount } $
tycoon-letter-price = { $letter } { $price } $
tycoon-hand-title = Tvoje karte
tycoon-community-title = Na stolu
tycoon-patents-title = Patenti: cijena, vlasnik
tycoon-powers-short = B J K udvostručuju · Q V X Z moći
tycoon-deck = { $count ->
    [one] Špil { $count } karta · odbačeno { $discards }
    [few] Špil { $count } karte · odbačeno { $discards }
   *[other] Špil { $count } karata · odbačeno { $discards }
}
tycoon-too-small = Terminal je { $width }×{ $height }: Tycoon treba barem { $min-width }×{ $min-height }. Povećaj prozor ili igraj s --plain.
tycoon-none = nema

## Plain mode's state block.
tycoon-plain-player = { $name }: { $money } $, { $stock ->
    [one] { $stock } dionica
    [few] { $stock } dionice
   *[other] { $stock } dionica
}, patenti { $value } $ ({ $patents }), bodovi { $score }
tycoon-plain-free = Patenti na prodaju: { $cards }
tycoon-plain-community = Na stolu: { $cards }
tycoon-plain-hand = Tvoje karte: { $cards }
tycoon-plain-deck = { $count ->
    [one] Špil: { $count } karta, odbačeno: { $discards }.
    [few] Špil: { $count } karte, odbačeno: { $discards }.
   *[other] Špil: { $count } karata, odbačeno: { $discards }.
}

## What may be typed now.
tycoon-prompt-start = Na potezu si: word RIJEČ, exchange SLOVA, pass, help
tycoon-prompt-start-q = Na potezu si: q SLOVO (patent Q: najprije zamijeni kartu), word RIJEČ, exchange SLOVA, pass, help
tycoon-attempts-left = { $count ->
    [one] preostaje { $count } pokušaj
    [few] preostaju { $count } pokušaja
   *[other] preostaje { $count } pokušaja
}
tycoon-prompt-after-word = Kupi patent naredbom buy SLOVO ({ $letters }) ili završi potez naredbom done (done SLOVA ujedno odbacuje te karte)
tycoon-prompt-after-word-none = Sada ne možeš kupiti nijedan patent: završi potez naredbom done (done SLOVA ujedno odbacuje te karte)
tycoon-prompt-penalty = Izgubio si potez: odbaci jednu kartu iz ruke naredbom penalty SLOVO (na primjer penalty { $example })
tycoon-prompt-pending = { $name }: { $words }. challenge (osporiti) ili accept (prihvatiti)
tycoon-preview = Ako je složiš: { $words }
tycoon-prompt-other = Igra { $name }…
tycoon-prompt-over = Igra je završila.
tycoon-press-enter = Igra je završila: Enter ili Esc je zatvara.
tycoon-help = Naredbe: word RIJEČ slaže riječ od tvojih karata (one idu prve) i karata na stolu; s patentom V dvije riječi (word CAT DOG); s patentom X * iza slova koristi tu kartu dvaput (word BO*K); s patentom Z +S dodaje S na kraj (word CAT+S); y na kraju broji Y kao samoglasnik (word GYM y). exchange SLOVA vraća te karte i daje nove; pass završava potez bez riječi; q SLOVO (patent Q) mijenja kartu prije riječi; nakon riječi buy SLOVO kupuje patent tog slova, a done [SLOVA] završava potez i odbacuje te karte; nakon tri odbijene riječi penalty SLOVO odbacuje kartu koju potez košta. quit sprema igru i izlazi. Patenti B, J i K udvostručuju isplatu za riječ koja počinje i završava samoglasnikom (B), ima barem pola samoglasnika (J) ili ima samo jedan samoglasnik (K); karta Q u riječi također je udvostručuje.
tycoon-help-challenge = Riječi se mogu osporiti: kad čeka riječ drugog igrača, challenge je osporava (ako je nema na popisu riječi, autor gubi potez; ako je ima, plaćaš 1 $), a accept je prihvaća.

## The message log.
tycoon-word = { $word }: { $money } $, { $stock ->
    [one] { $stock } dionica
    [few] { $stock } dionice
   *[other] { $stock } dionica
}
tycoon-doubled = { " " }(×{ $factor })
tycoon-royalty = { $name } +{ $amount } $
tycoon-royalties = ; naknade za patente: { $paid }
tycoon-log-play = { $name }: { $words }
tycoon-log-rejected = { $count ->
    [one] { $name }: { $word } nije riječ (preostaje { $count } pokušaj).
    [few] { $name }: { $word } nije riječ (preostaju { $count } pokušaja).
   *[other] { $name }: { $word } nije riječ (preostaje { $count } pokušaja).
}
tycoon-log-rejected-last = { $name }: { $word } nije riječ i potez je izgubljen.
tycoon-log-q = { $name }: jedna karta zamijenjena (patent Q).
tycoon-log-buy = { $name }: patent { $letter } kupljen za { $price } $.
tycoon-log-finish = { $name }: kraj poteza.
tycoon-log-finish-discard = { $count ->
    [one] { $name }: kraj poteza, { $count } karta odbačena.
    [few] { $name }: kraj poteza, { $count } karte odbačene.
   *[other] { $name }: kraj poteza, { $count } karata odbačeno.
}
tycoon-log-pass = { $name }: potez preskočen.
tycoon-log-exchange = { $count ->
    [one] { $name }: { $count } karta zamijenjena.
    [few] { $name }: { $count } karte zamijenjene.
   *[other] { $name }: { $count } karata zamijenjeno.
}
tycoon-log-penalty = { $name }: jedna karta odbačena za izgubljeni potez.
tycoon-log-challenge = { $name }: osporavanje.
tycoon-log-pending = { $name }: riječ čeka hoće li je netko osporiti.

## Refusals of what was typed.
tycoon-refused = Odbijeno: { $reason }
tycoon-empty-exchange = Navedi koje karte vraćaš: exchange SLOVA (na primjer { $example }). Potez bez zamjene završava pass.
tycoon-not-in-hand = { $letters } nemaš u ruci ({ $hand }).
tycoon-cannot-spell = Od tvojih karata i karata na stolu ne može se složiti { $word }.
tycoon-which-letter = Koju kartu? Upiši jedno slovo iz ruke, na primjer { $example }.
tycoon-copy-first = * ponavlja slovo ispred sebe, pa riječ ne može početi njome.
tycoon-unknown-command = Nepoznata naredba „{ $command }”. { $help }
tycoon-bots-range = --bots mora biti od 1 do 4.

## Saving and resuming.
tycoon-saved = Igra { $id } je spremljena; nastavi je naredbom `slovo tycoon play --resume { $id }`.
tycoon-end-of-input = Kraj unosa. { $saved }
tycoon-no-saved-game = Nema nedovršene igre Tycoon za nastavak.
tycoon-no-such-game = Nema spremljene igre Tycoon „{ $id }” (`slovo play --list` ih prikazuje).
tycoon-old-save = { $path } se ne čita: spremila ga je starija inačica programa slovo, a igre Tycoon sada su u slovo.db.

## The end of the game.
tycoon-you-win = Pobijedio si!
tycoon-winner = Pobjednik: { $name }.
tycoon-tie = Neriješeno: { $names }.
tycoon-score-rule = Konačni bodovi = novac + dionice + cijene patenata u vlasništvu; pri jednakim bodovima prednost ima veća vrijednost patenata.
tycoon-breakdown = { $place }. { $name }: { $score } = { $money } $ novca + { $stock ->
    [one] { $stock } dionica
    [few] { $stock } dionice
   *[other] { $stock } dionica
} + patenti { $value } $ ({ $patents })
tycoon-tiebreak = Jednako bodova ({ $score }): prednost ima veća vrijednost patenata.
tycoon-standing-out = Izvan igre: isteklo je vrijeme

## The rules' refusals (slovo_tycoon::TycoonError).
tycoon-error-player-count = Tycoon je za 2 do 5 igrača, ne za { $count }.
tycoon-error-game-over = Igra je završila.
tycoon-error-wrong-phase = Ne sada: { $action } ({ $phase }).
tycoon-error-no-hand-card = U ruci nemaš kartu br. { $card }.
tycoon-error-no-community-card = Na stolu nema karte br. { $card }.
tycoon-error-card-used-twice = Svaka se karta smije upotrijebiti samo jednom (patent X koristi jednu kartu dvaput).
tycoon-error-too-short = Riječ treba barem 3 prave karte.
tycoon-error-no-card-from-hand = Riječ treba barem jednu kartu iz tvoje ruke.
tycoon-error-no-word = Nema riječi: upiši word i iza toga riječ.
tycoon-error-needs-v = Za dvije riječi treba patent V.
tycoon-error-too-many-words = Najviše dvije riječi po potezu (s patentom V).
tycoon-error-needs-x = Kartu dvaput (*) dopušta samo patent X.
tycoon-error-x-used-twice = Patent X ponavlja jednu kartu jednom po potezu.
tycoon-error-copy-of-unplayed-card = * mora ponoviti kartu odigranu u ovom potezu.
tycoon-error-needs-z = Dodano S (+S) traži patent Z.
tycoon-error-z-used-twice = Patent Z dodaje jedno S jednom po potezu.
tycoon-error-needs-q = Zamjenu karte prije poteza dopušta samo patent Q.
tycoon-error-q-used-twice = Patent Q mijenja jednu kartu jednom po potezu.
tycoon-error-not-a-letter = { $letter } nije slovo.
tycoon-error-patent-owned = Patent slova { $letter } već ima vlasnika.
tycoon-error-patent-not-played = Slovo { $letter } nisi odigrao s prave karte u ovom potezu, pa ne možeš kupiti njegov patent.
tycoon-error-cannot-afford = Patent slova { $letter } stoji { $price } $; imaš { $money } $.
tycoon-error-patent-already-bought = Najviše jedan patent po potezu.
tycoon-error-not-challenge-mode = Osporavanje je isključeno: riječi se provjeravaju odmah.
tycoon-error-no-player = Nema igrača br. { $player }.
tycoon-error-own-challenge = Vlastitu riječ nije moguće osporiti.
tycoon-error-empty-hand = Ruka ti je prazna: nema se što odbaciti.
tycoon-step-q-replace = zamjena karte (samo na početku poteza)
tycoon-step-build = slaganje riječi
tycoon-step-answer = odgovor na riječ
tycoon-step-buy-patent = kupnja patenta
tycoon-step-finish = kraj poteza nakon riječi
tycoon-step-exchange = zamjena karata
tycoon-step-penalty-discard = odbacivanje karte za izgubljeni potez
tycoon-phase-start = potez je tek počeo
tycoon-phase-pending = riječ čeka osporavanje
tycoon-phase-after-word = riječ je već isplaćena
tycoon-phase-penalty = potez je izgubljen i treba odbaciti kartu
tycoon-phase-over = igra je završila

## The phones' Tycoon screen (slovo-ffi).
tycoon-negative-card = Karta { $card } ne postoji: karte se broje od 0.
tycoon-preview-unknown = { $word } nije na popisu riječi.

## The phones' Tycoon screens (the Android and iOS shells).
ui-game-choice = Igra
ui-game-word = Igra riječi
ui-game-tycoon = Tycoon
ui-game-word-help = Riječi na ploči, pločice iz vrećice.
ui-game-tycoon-help = Kartaška igra patenata na slova, na engleskom: slaži riječi od svojih karata i karata na stolu, zarađuj novac i dionice, kupuj patente slova i ubiri njihove naknade.
ui-tycoon-words = Riječi
ui-tycoon-checked = Provjerene odmah
ui-tycoon-challenged = Mogu se osporiti
ui-tycoon-checked-help = Riječ koje nema na popisu stoji te jedan od tri pokušaja u potezu.
ui-tycoon-challenged-help = Riječ vrijedi dok je netko ne ospori: opravdano osporavanje autoru oduzima potez, neopravdano osporavatelja stoji 1 $.
ui-tycoon-holdings = { $money } $ · { $stock ->
    [one] { $stock } dionica
    [few] { $stock } dionice
   *[other] { $stock } dionica
}
ui-tycoon-patent-value = patenti { $value } $
ui-tycoon-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
ui-tycoon-deck = { $count ->
    [one] Špil: { $count } karta
    [few] Špil: { $count } karte
   *[other] Špil: { $count } karata
}
ui-tycoon-goal-min = Cilj: patenti vrijedni { $value } $, barem { $count }, pokreću posljednji krug
ui-tycoon-patents = Patenti
ui-tycoon-recent = Od tvog posljednjeg poteza
ui-tycoon-no-recent = Igra je upravo počela.
ui-tycoon-word = Tvoja riječ
ui-tycoon-second-word = Druga riječ (V)
ui-tycoon-tap-cards = Dodirni svoje karte i karte na stolu i složi riječ.
ui-tycoon-tap-copy = Patent X: dodirni kartu koja je već u riječi da je upotrijebiš dvaput.
ui-tycoon-build = Složi
ui-tycoon-clear = Očisti
ui-tycoon-add-s = + S (Z)
ui-tycoon-y-vowel = Y je samoglasnik
ui-tycoon-replace = Zamijeni kartu (Q)
ui-tycoon-tap-replace = Dodirni kartu koju mijenjaš.
ui-tycoon-exchange = Zamijeni
ui-tycoon-tap-exchange = Dodirni karte koje vraćaš ili propusti.
ui-tycoon-exchange-count = { $count ->
    [0] Propusti
    [one] Zamijeni { $count } kartu
    [few] Zamijeni { $count } karte
   *[other] Zamijeni { $count } karata
}
ui-tycoon-end-turn = { $count ->
    [0] Završi potez
   *[other] Završi potez, odbaci { $count }
}
ui-tycoon-after-word = Kupi patent slova koje si odigrao/la ili završi potez. Dodirom na karte odbacuješ ih.
ui-tycoon-after-word-none = Nema patenta za kupnju: završi potez. Dodirom na karte odbacuješ ih.
ui-tycoon-buy = Kupi { $letter } za { $price } $
ui-tycoon-penalty = Tvoj je potez propao: dodirni kartu koju odbacuješ.
ui-tycoon-discard = Odbaci
ui-tycoon-pending = { $name }: { $words }. Osporavaš li ili prihvaćaš?
ui-tycoon-word-waits = Tvoja riječ čeka hoće li je netko osporiti.
ui-tycoon-may-buy = možeš kupiti { $letters }
ui-tycoon-risky = nije na popisu riječi: { $words }
