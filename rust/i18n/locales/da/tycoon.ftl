### Tycoon, the letter-patent card game: its screens in the terminal and on the phones.
### Command words (word, exchange, pass, q, buy, done, penalty, help, quit) stay English in
### every language, as `slovo play`'s do.

tycoon-level-easy = let
tycoon-level-medium = mellem
tycoon-level-hard = svær
tycoon-header = Tycoon (spil { $id }): { $players }.
tycoon-help-hint = Skriv help for at se kommandoerne.
tycoon-goal = Mål: patenter for { $value } $ starter sidste runde
tycoon-final-round = Sidste runde: spillet slutter, når denne runde er slut.
tycoon-final-round-begins = { $name }: patenter for { $value } $. Sidste runde begynder: alle spiller til denne runde er slut.
tycoon-turn-you = Runde { $round }: din tur.
tycoon-turn-other = Runde { $round }: { $name } har turen.
tycoon-over = { $rounds ->
    [one] Spillet er slut efter { $rounds } runde.
   *[other] Spillet er slut efter { $rounds } runder.
}

## The screen's panels.
tycoon-col-money = Penge
tycoon-col-stock = Aktier
tycoon-col-patents = Patenter
tycoon-col-score = Point
tycoon-money = { $amount } $
tycoon-letter-price = { $letter } { $price } $
tycoon-hand-title = Din hånd
tycoon-community-title = På bordet
tycoon-patents-title = Patenter: pris, ejer
tycoon-powers-short = B J K fordobler · Q V X Z evner
tycoon-deck = { $count ->
    [one] Bunken { $count } kort · kasseret { $discards }
   *[other] Bunken { $count } kort · kasseret { $discards }
}
tycoon-too-small = Terminalen er { $width }×{ $height }: Tycoon kræver mindst { $min-width }×{ $min-height }. Gør vinduet større, eller spil med --plain.
tycoon-none = ingen

## Plain mode's state block.
tycoon-plain-player = { $name }: { $money } $, { $stock ->
    [one] { $stock } aktie
   *[other] { $stock } aktier
}, patenter for { $value } $ ({ $patents }), point { $score }
tycoon-plain-free = Patenter til salg: { $cards }
tycoon-plain-community = På bordet: { $cards }
tycoon-plain-hand = Din hånd: { $cards }
tycoon-plain-deck = { $count ->
    [one] Bunken: { $count } kort, kasseret: { $discards }.
   *[other] Bunken: { $count } kort, kasseret: { $discards }.
}

## What may be typed now.
tycoon-prompt-start = Din tur: word ORD, exchange BOGSTAVER, pass, help
tycoon-prompt-start-q = Din tur: q BOGSTAV (Q-patent: byt først et kort), word ORD, exchange BOGSTAVER, pass, help
tycoon-attempts-left = { $count ->
    [one] { $count } forsøg tilbage
   *[other] { $count } forsøg tilbage
}
tycoon-prompt-after-word = Køb et patent med buy BOGSTAV ({ $letters }), eller afslut turen med done (done BOGSTAVER kasserer også de kort)
tycoon-prompt-after-word-none = Du kan ikke købe noget patent nu: afslut turen med done (done BOGSTAVER kasserer også de kort)
tycoon-prompt-penalty = Du har mistet turen: kassér ét kort fra hånden med penalty BOGSTAV (for eksempel penalty { $example })
tycoon-prompt-pending = { $name } byggede { $words }: challenge (udfordre) eller accept (godkende)
tycoon-preview = Bygger du det: { $words }
tycoon-prompt-other = { $name } spiller…
tycoon-prompt-over = Spillet er slut.
tycoon-press-enter = Spillet er slut: tryk Enter eller Esc for at gå.
tycoon-help = Kommandoer: word ORD lægger et ord af kortene på din hånd (de bruges først) og kortene på bordet; med V-patentet to ord (word CAT DOG); med X bruger en * efter et bogstav det kort to gange (word BO*K); med Z tilføjer +S et S (word CAT+S); et y til sidst tæller Y som vokal (word GYM y). exchange BOGSTAVER giver de kort tilbage for nye; pass afslutter turen uden ord; q BOGSTAV (Q-patent) bytter et kort før dit ord; efter et ord køber buy BOGSTAV det bogstavs patent, og done [BOGSTAVER] afslutter turen og kasserer de kort; efter tre afviste ord kasserer penalty BOGSTAV det kort, turen koster. quit gemmer og går. Patenterne B, J og K fordobler betalingen for et ord, der begynder og slutter med vokal (B), er mindst halvt vokaler (J) eller har én vokal (K); et Q-kort i et ord fordobler det også.
tycoon-help-challenge = Ord kan udfordres: når en anden spillers ord venter, udfordrer challenge det (står ordet ikke på ordlisten, mister bygherren turen; ellers betaler du 1 $), og accept godkender det.

## The message log.
tycoon-word = { $word }: { $money } $, { $stock ->
    [one] { $stock } aktie
   *[other] { $stock } aktier
}
tycoon-doubled = { " " }(×{ $factor })
tycoon-royalty = { $name } +{ $amount } $
tycoon-royalties = ; licensafgifter: { $paid }
tycoon-log-play = { $name }: { $words }
tycoon-log-rejected = { $count ->
    [one] { $name }: { $word } er ikke et ord ({ $count } forsøg tilbage).
   *[other] { $name }: { $word } er ikke et ord ({ $count } forsøg tilbage).
}
tycoon-log-rejected-last = { $name }: { $word } er ikke et ord, og turen er tabt.
tycoon-log-q = { $name }: ét kort byttet (Q-patent).
tycoon-log-buy = { $name }: patent { $letter } købt for { $price } $.
tycoon-log-finish = { $name }: turen er slut.
tycoon-log-finish-discard = { $count ->
    [one] { $name }: turen er slut, { $count } kort kasseret.
   *[other] { $name }: turen er slut, { $count } kort kasseret.
}
tycoon-log-pass = { $name }: står over.
tycoon-log-exchange = { $count ->
    [one] { $name }: { $count } kort byttet.
   *[other] { $name }: { $count } kort byttet.
}
tycoon-log-penalty = { $name }: ét kort kasseret for den tabte tur.
tycoon-log-challenge = { $name }: udfordring.
tycoon-log-pending = { $name }: ordet venter på, om nogen udfordrer det.

## Refusals of what was typed.
tycoon-refused = Afvist: { $reason }
tycoon-empty-exchange = Skriv, hvilke kort du giver tilbage: exchange BOGSTAVER (for eksempel { $example }). Vil du afslutte turen uden at bytte, så skriv pass.
tycoon-not-in-hand = { $letters } er ikke på din hånd ({ $hand }).
tycoon-cannot-spell = Din hånd og kortene på bordet kan ikke stave { $word }.
tycoon-which-letter = Hvilket kort? Skriv ét bogstav fra din hånd, for eksempel { $example }.
tycoon-copy-first = En * gentager bogstavet før den, så et ord kan ikke begynde med den.
tycoon-unknown-command = Ukendt kommando “{ $command }”. { $help }
tycoon-bots-range = --bots skal være 1 til 4.

## Saving and resuming.
tycoon-saved = Spil { $id } er gemt; fortsæt det med `slovo tycoon play --resume { $id }`.
tycoon-end-of-input = Slut på input. { $saved }
tycoon-no-saved-game = Der er intet ufærdigt Tycoon-spil at fortsætte.
tycoon-no-such-game = Intet gemt Tycoon-spil “{ $id }” (`slovo play --list` viser dem).
tycoon-old-save = { $path } læses ikke: en ældre slovo gemte den, og Tycoon-spil gemmes nu i slovo.db.

## The end of the game.
tycoon-you-win = Du vandt!
tycoon-winner = Vinderen er { $name }.
tycoon-tie = Uafgjort: { $names }.
tycoon-score-rule = Slutresultat = penge + aktier + priserne på de patenter, man ejer; ved lige mange point går den højeste patentværdi forrest.
tycoon-breakdown = { $place }. { $name }: { $score } = { $money } $ i penge + { $stock ->
    [one] { $stock } aktie
   *[other] { $stock } aktier
} + patenter for { $value } $ ({ $patents })
tycoon-tiebreak = Lige mange point ({ $score }): den højeste patentværdi går forrest.
tycoon-standing-out = Ude af spillet: tiden løb ud

## The rules' refusals (slovo_tycoon::TycoonError).
tycoon-error-player-count = Tycoon er for 2 til 5 spillere, ikke { $count }.
tycoon-error-game-over = Spillet er slut.
tycoon-error-wrong-phase = Ikke nu: { $action } ({ $phase }).
tycoon-error-no-hand-card = Din hånd har intet kort nr. { $card }.
tycoon-error-no-community-card = Der er intet kort nr. { $card } på bordet.
tycoon-error-card-used-twice = Et kort kan kun bruges én gang (X-patentet bruger ét kort to gange).
tycoon-error-too-short = Et ord kræver mindst 3 rigtige kort.
tycoon-error-no-card-from-hand = Et ord kræver mindst ét kort fra din hånd.
tycoon-error-no-word = Intet ord: skriv word og så ordet.
tycoon-error-needs-v = To ord kræver V-patentet.
tycoon-error-too-many-words = Højst to ord pr. tur (med V-patentet).
tycoon-error-needs-x = At bruge et kort to gange (*) kræver X-patentet.
tycoon-error-x-used-twice = X-patentet gentager ét kort én gang pr. tur.
tycoon-error-copy-of-unplayed-card = En * skal gentage et kort, der er spillet i denne tur.
tycoon-error-needs-z = Et tilføjet S (+S) kræver Z-patentet.
tycoon-error-z-used-twice = Z-patentet tilføjer ét S én gang pr. tur.
tycoon-error-needs-q = At bytte et kort før turen kræver Q-patentet.
tycoon-error-q-used-twice = Q-patentet bytter ét kort én gang pr. tur.
tycoon-error-not-a-letter = { $letter } er ikke et bogstav.
tycoon-error-patent-owned = Patentet på { $letter } har allerede en ejer.
tycoon-error-patent-not-played = Du har ikke spillet { $letter } fra et rigtigt kort i denne tur, så du kan ikke købe dets patent.
tycoon-error-cannot-afford = Patentet på { $letter } koster { $price } $; du har { $money } $.
tycoon-error-patent-already-bought = Højst ét patent pr. tur.
tycoon-error-not-challenge-mode = Udfordringer er slået fra: ordene kontrolleres med det samme.
tycoon-error-no-player = Der er ingen spiller nr. { $player }.
tycoon-error-own-challenge = Man kan ikke udfordre sit eget ord.
tycoon-error-empty-hand = Din hånd er tom: der er intet kort at kassere.
tycoon-step-q-replace = at bytte et kort (kun når turen begynder)
tycoon-step-build = at lægge et ord
tycoon-step-answer = at svare på et ord
tycoon-step-buy-patent = at købe et patent
tycoon-step-finish = at afslutte turen efter et ord
tycoon-step-exchange = at bytte kort
tycoon-step-penalty-discard = at kassere kortet for den tabte tur
tycoon-phase-start = turen er lige begyndt
tycoon-phase-pending = et ord venter på udfordringer
tycoon-phase-after-word = et ord har givet point
tycoon-phase-penalty = turen er tabt, og et kort skal kasseres
tycoon-phase-over = spillet er slut

## The phones' Tycoon screen (slovo-ffi).
tycoon-negative-card = Der er intet kort { $card }: kortene tælles fra 0.
tycoon-preview-unknown = { $word } står ikke på ordlisten.

## The phones' Tycoon screens (the Android and iOS shells).
ui-game-choice = Spil
ui-game-word = Ordspil
ui-game-tycoon = Tycoon
ui-game-word-help = Ord på en plade, brikker fra en pose.
ui-game-tycoon-help = Kortspillet om patenter på bogstaver, på engelsk: byg ord af din hånd og kortene på bordet, tjen penge og aktier, køb bogstavernes patenter og indkassér deres licensafgifter.
ui-tycoon-words = Ord
ui-tycoon-checked = Tjekkes straks
ui-tycoon-challenged = Kan udfordres
ui-tycoon-checked-help = Et ord, listen ikke kender, koster et af turens tre forsøg.
ui-tycoon-challenged-help = Ord står, indtil nogen udfordrer dem: en rigtig udfordring koster bygherren turen, en forkert koster udfordreren 1 $.
ui-tycoon-holdings = { $money } $ · { $stock ->
    [one] { $stock } aktie
   *[other] { $stock } aktier
}
ui-tycoon-patent-value = patenter { $value } $
ui-tycoon-cards = { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}
ui-tycoon-deck = { $count ->
    [one] Bunken: { $count } kort
   *[other] Bunken: { $count } kort
}
ui-tycoon-goal-min = Mål: patenter for { $value } $, mindst { $count }, starter sidste runde
ui-tycoon-patents = Patenter
ui-tycoon-recent = Siden din sidste tur
ui-tycoon-no-recent = Spillet er lige begyndt.
ui-tycoon-word = Dit ord
ui-tycoon-second-word = Andet ord (V)
ui-tycoon-tap-cards = Tryk på dine kort og bordets for at bygge et ord.
ui-tycoon-tap-copy = X-patentet: tryk på et kort, der allerede er i ordet, for at bruge det to gange.
ui-tycoon-build = Byg
ui-tycoon-clear = Ryd
ui-tycoon-add-s = + S (Z)
ui-tycoon-y-vowel = Y er en vokal
ui-tycoon-replace = Udskift et kort (Q)
ui-tycoon-tap-replace = Tryk på kortet, der skal udskiftes.
ui-tycoon-exchange = Byt
ui-tycoon-tap-exchange = Tryk på de kort, du giver tilbage, eller meld pas.
ui-tycoon-exchange-count = { $count ->
    [0] Pas
    [one] Byt { $count } kort
   *[other] Byt { $count } kort
}
ui-tycoon-end-turn = { $count ->
    [0] Afslut turen
   *[other] Afslut turen, kassér { $count }
}
ui-tycoon-after-word = Køb patentet på et bogstav, du spillede, eller afslut turen. Tryk på kort for at kassere dem.
ui-tycoon-after-word-none = Intet patent at købe: afslut turen. Tryk på kort for at kassere dem.
ui-tycoon-buy = Køb { $letter } for { $price } $
ui-tycoon-penalty = Din tur er tabt: tryk på kortet, du kasserer.
ui-tycoon-discard = Kassér
ui-tycoon-pending = { $name } byggede { $words }: udfordre eller godkende?
ui-tycoon-word-waits = Dit ord venter på, om nogen udfordrer det.
ui-tycoon-may-buy = kan købe { $letters }
ui-tycoon-risky = ikke på ordlisten: { $words }
