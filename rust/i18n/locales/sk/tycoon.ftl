### Tycoon, the letter-patent card game: its screens in the terminal and on the phones.
### Command words (word, exchange, pass, q, buy, done, penalty, help, quit) stay English in
### every language, as `slovo play`'s do.

tycoon-level-easy = ľahký
tycoon-level-medium = stredný
tycoon-level-hard = ťažký
tycoon-header = Tycoon (hra { $id }): { $players }.
tycoon-help-hint = Príkazy vypíše help.
tycoon-goal = Cieľ: patenty za { $value } $ spustia posledné kolo
tycoon-final-round = Posledné kolo: hra sa skončí spolu s týmto kolom.
tycoon-final-round-begins = { $name }: patenty za { $value } $. Začína sa posledné kolo: všetci hrajú do konca tohto kola.
tycoon-turn-you = { $round }. kolo: si na ťahu.
tycoon-turn-other = { $round }. kolo: na ťahu je { $name }.
tycoon-over = { $rounds ->
    [one] Koniec hry po { $rounds } kole.
   *[other] Koniec hry po { $rounds } kolách.
}

## The screen's panels.
tycoon-col-money = Peniaze
tycoon-col-stock = Akcie
tycoon-col-patents = Patenty
tycoon-col-score = Skóre
tycoon-money = { $amount } $
tycoon-letter-price = { $letter } { $price } $
tycoon-hand-title = Tvoje karty
tycoon-community-title = Na stole
tycoon-patents-title = Patenty: cena, majiteľ
tycoon-powers-short = B J K zdvojujú · Q V X Z schopnosti
tycoon-deck = { $count ->
    [one] Balíček { $count } karta · odložené { $discards }
    [few] Balíček { $count } karty · odložené { $discards }
   *[other] Balíček { $count } kariet · odložené { $discards }
}
tycoon-too-small = Terminál má { $width }×{ $height }: Tycoon potrebuje aspoň { $min-width }×{ $min-height }. Zväčši okno alebo hraj s --plain.
tycoon-none = žiadne

## Plain mode's state block.
tycoon-plain-player = { $name }: { $money } $, { $stock ->
    [one] { $stock } akcia
    [few] { $stock } akcie
   *[other] { $stock } akcií
}, patenty za { $value } $ ({ $patents }), skóre { $score }
tycoon-plain-free = Patenty na predaj: { $cards }
tycoon-plain-community = Na stole: { $cards }
tycoon-plain-hand = Tvoje karty: { $cards }
tycoon-plain-deck = { $count ->
    [one] Balíček: { $count } karta, odložené: { $discards }.
    [few] Balíček: { $count } karty, odložené: { $discards }.
   *[other] Balíček: { $count } kariet, odložené: { $discards }.
}

## What may be typed now.
tycoon-prompt-start = Si na ťahu: word SLOVO, exchange PÍSMENÁ, pass, help
tycoon-prompt-start-q = Si na ťahu: q PÍSMENO (patent Q: najprv vymeň kartu), word SLOVO, exchange PÍSMENÁ, pass, help
tycoon-attempts-left = { $count ->
    [one] zostáva { $count } pokus
    [few] zostávajú { $count } pokusy
   *[other] zostáva { $count } pokusov
}
tycoon-prompt-after-word = Kúp patent príkazom buy PÍSMENO ({ $letters }) alebo ukonči ťah príkazom done (done PÍSMENÁ tie karty aj odhodí)
tycoon-prompt-after-word-none = Teraz si nemôžeš kúpiť žiadny patent: ukonči ťah príkazom done (done PÍSMENÁ tie karty aj odhodí)
tycoon-prompt-penalty = Prišiel si o ťah: odhoď jednu kartu z ruky príkazom penalty PÍSMENO (napríklad penalty { $example })
tycoon-prompt-pending = { $name } zložil(a) { $words }: challenge (spochybniť) alebo accept (prijať)
tycoon-preview = Ak ho zložíš: { $words }
tycoon-prompt-other = Hrá { $name }…
tycoon-prompt-over = Hra sa skončila.
tycoon-press-enter = Hra sa skončila: Enter alebo Esc ju zavrie.
tycoon-help = Príkazy: word SLOVO zloží slovo z tvojich kariet (tie idú prvé) a z kariet na stole; s patentom V dve slová (word CAT DOG); s patentom X použije * za písmenom tú kartu dvakrát (word BO*K); s patentom Z pridá +S na koniec S (word CAT+S); y na konci počíta Y ako samohlásku (word GYM y). exchange PÍSMENÁ vráti tie karty a dá ti nové; pass ukončí ťah bez slova; q PÍSMENO (patent Q) vymení kartu pred slovom; po slove buy PÍSMENO kúpi patent toho písmena a done [PÍSMENÁ] ukončí ťah a tie karty odhodí; po troch odmietnutých slovách penalty PÍSMENO odhodí kartu, ktorú ťa ťah stojí. quit hru uloží a skončí. Patenty B, J a K zdvojnásobia výplatu za slovo, ktoré sa začína aj končí samohláskou (B), má aspoň polovicu samohlások (J) alebo má jedinú samohlásku (K); karta Q v slove ho zdvojnásobí tiež.
tycoon-help-challenge = Slová možno spochybniť: keď čaká slovo iného hráča, challenge ho spochybní (ak ho zoznam slov nepozná, autor prepadne ťah; ak áno, zaplatíš 1 $) a accept ho prijme.

## The message log.
tycoon-word = { $word }: { $money } $, { $stock ->
    [one] { $stock } akcia
    [few] { $stock } akcie
   *[other] { $stock } akcií
}
tycoon-doubled = { " " }(×{ $factor })
tycoon-royalty = { $name } +{ $amount } $
tycoon-royalties = ; licenčné poplatky: { $paid }
tycoon-log-play = { $name }: { $words }
tycoon-log-rejected = { $count ->
    [one] { $name }: { $word } nie je slovo (zostáva { $count } pokus).
    [few] { $name }: { $word } nie je slovo (zostávajú { $count } pokusy).
   *[other] { $name }: { $word } nie je slovo (zostáva { $count } pokusov).
}
tycoon-log-rejected-last = { $name }: { $word } nie je slovo a ťah prepadá.
tycoon-log-q = { $name }: jedna karta vymenená (patent Q).
tycoon-log-buy = { $name }: patent { $letter } kúpený za { $price } $.
tycoon-log-finish = { $name }: koniec ťahu.
tycoon-log-finish-discard = { $count ->
    [one] { $name }: koniec ťahu, { $count } karta odhodená.
    [few] { $name }: koniec ťahu, { $count } karty odhodené.
   *[other] { $name }: koniec ťahu, { $count } kariet odhodených.
}
tycoon-log-pass = { $name }: ťah vynechaný.
tycoon-log-exchange = { $count ->
    [one] { $name }: { $count } karta vymenená.
    [few] { $name }: { $count } karty vymenené.
   *[other] { $name }: { $count } kariet vymenených.
}
tycoon-log-penalty = { $name }: jedna karta odhodená za prepadnutý ťah.
tycoon-log-challenge = { $name }: spochybnenie.
tycoon-log-pending = { $name }: slovo čaká, či ho niekto spochybní.

## Refusals of what was typed.
tycoon-refused = Odmietnuté: { $reason }
tycoon-empty-exchange = Napíš, ktoré karty vraciaš: exchange PÍSMENÁ (napríklad { $example }). Ťah bez výmeny ukončí pass.
tycoon-not-in-hand = { $letters } nemáš v ruke ({ $hand }).
tycoon-cannot-spell = Z tvojich kariet a kariet na stole sa { $word } zložiť nedá.
tycoon-which-letter = Ktorú kartu? Napíš jedno písmeno z ruky, napríklad { $example }.
tycoon-copy-first = * opakuje písmeno pred sebou, slovo sa ním preto nemôže začínať.
tycoon-unknown-command = Neznámy príkaz „{ $command }“. { $help }
tycoon-bots-range = --bots musí byť 1 až 4.

## Saving and resuming.
tycoon-saved = Hra { $id } je uložená; pokračuj v nej príkazom `slovo tycoon play --resume { $id }`.
tycoon-end-of-input = Koniec vstupu. { $saved }
tycoon-no-saved-game = Nie je žiadna nedohraná hra Tycoon.
tycoon-no-such-game = Uložená hra Tycoon „{ $id }“ neexistuje (`slovo play --list` ich vypíše).
tycoon-old-save = { $path } sa nečíta: uložila ho staršia verzia slovo a hry Tycoon sú teraz v slovo.db.

## The end of the game.
tycoon-you-win = Vyhral si!
tycoon-winner = Víťaz: { $name }.
tycoon-tie = Remíza: { $names }.
tycoon-score-rule = Konečné skóre = peniaze + akcie + ceny vlastnených patentov; pri rovnosti je vyššie ten, kto má patenty vyššej hodnoty.
tycoon-breakdown = { $place }. { $name }: { $score } = { $money } $ peniaze + { $stock ->
    [one] { $stock } akcia
    [few] { $stock } akcie
   *[other] { $stock } akcií
} + patenty za { $value } $ ({ $patents })
tycoon-tiebreak = Rovnaké skóre { $score }: vyššie je ten, kto má patenty vyššej hodnoty.
tycoon-standing-out = Mimo hry: vypršal čas

## The rules' refusals (slovo_tycoon::TycoonError).
tycoon-error-player-count = Tycoon je pre 2 až 5 hráčov, nie pre { $count }.
tycoon-error-game-over = Hra sa skončila.
tycoon-error-wrong-phase = Teraz nie: { $action } ({ $phase }).
tycoon-error-no-hand-card = V ruke nemáš kartu č. { $card }.
tycoon-error-no-community-card = Na stole nie je karta č. { $card }.
tycoon-error-card-used-twice = Každú kartu možno použiť len raz (patent X použije jednu kartu dvakrát).
tycoon-error-too-short = Slovo potrebuje aspoň 3 skutočné karty.
tycoon-error-no-card-from-hand = Slovo potrebuje aspoň jednu kartu z tvojej ruky.
tycoon-error-no-word = Chýba slovo: napíš word a za ním slovo.
tycoon-error-needs-v = Dve slová vyžadujú patent V.
tycoon-error-too-many-words = Najviac dve slová za ťah (s patentom V).
tycoon-error-needs-x = Použiť kartu dvakrát (*) umožňuje len patent X.
tycoon-error-x-used-twice = Patent X zopakuje jednu kartu raz za ťah.
tycoon-error-copy-of-unplayed-card = * musí opakovať kartu zahranú v tomto ťahu.
tycoon-error-needs-z = Pridané S (+S) vyžaduje patent Z.
tycoon-error-z-used-twice = Patent Z pridá jedno S raz za ťah.
tycoon-error-needs-q = Vymeniť kartu pred ťahom umožňuje len patent Q.
tycoon-error-q-used-twice = Patent Q vymení jednu kartu raz za ťah.
tycoon-error-not-a-letter = { $letter } nie je písmeno.
tycoon-error-patent-owned = Patent písmena { $letter } už niekto vlastní.
tycoon-error-patent-not-played = Písmeno { $letter } si v tomto ťahu nezahral zo skutočnej karty, jeho patent si preto kúpiť nemôžeš.
tycoon-error-cannot-afford = Patent písmena { $letter } stojí { $price } $; máš { $money } $.
tycoon-error-patent-already-bought = Najviac jeden patent za ťah.
tycoon-error-not-challenge-mode = Spochybňovanie je vypnuté: slová sa overujú hneď.
tycoon-error-no-player = Hráč č. { $player } neexistuje.
tycoon-error-own-challenge = Vlastné slovo spochybniť nemožno.
tycoon-error-empty-hand = Máš prázdnu ruku: niet čo odhodiť.
tycoon-step-q-replace = výmena karty (len na začiatku ťahu)
tycoon-step-build = skladanie slova
tycoon-step-answer = odpoveď na slovo
tycoon-step-buy-patent = kúpa patentu
tycoon-step-finish = koniec ťahu po slove
tycoon-step-exchange = výmena kariet
tycoon-step-penalty-discard = odhodenie karty za prepadnutý ťah
tycoon-phase-start = ťah sa práve začal
tycoon-phase-pending = slovo čaká na spochybnenie
tycoon-phase-after-word = slovo už bolo vyplatené
tycoon-phase-penalty = ťah prepadol a treba odhodiť kartu
tycoon-phase-over = hra sa skončila

## The phones' Tycoon screen (slovo-ffi).
tycoon-negative-card = Karta { $card } neexistuje: karty sa počítajú od 0.
tycoon-preview-unknown = { $word } nie je v zozname slov.

## The phones' Tycoon screens (the Android and iOS shells).
ui-game-choice = Hra
ui-game-word = Slovná hra
ui-game-tycoon = Tycoon
ui-game-word-help = Slová na hracom pláne, kamene z vrecka.
ui-game-tycoon-help = Kartová hra o patenty na písmená, po anglicky: skladaj slová zo svojich kariet a z kariet na stole, zarábaj peniaze a akcie, kupuj patenty písmen a zbieraj z nich poplatky.
ui-tycoon-words = Slová
ui-tycoon-checked = Overené hneď
ui-tycoon-challenged = Dajú sa spochybniť
ui-tycoon-checked-help = Slovo, ktoré zoznam nepozná, ťa stojí jeden z troch pokusov v ťahu.
ui-tycoon-challenged-help = Slovo platí, kým ho niekto nespochybní: oprávnené spochybnenie stojí autora ťah, neoprávnené stojí spochybňujúceho 1 $.
ui-tycoon-holdings = { $money } $ · { $stock ->
    [one] { $stock } akcia
    [few] { $stock } akcie
   *[other] { $stock } akcií
}
ui-tycoon-patent-value = patenty { $value } $
ui-tycoon-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } kariet
}
ui-tycoon-deck = { $count ->
    [one] Balíček: { $count } karta
    [few] Balíček: { $count } karty
   *[other] Balíček: { $count } kariet
}
ui-tycoon-goal-min = Cieľ: patenty za { $value } $, aspoň { $count }, spustia posledné kolo
ui-tycoon-patents = Patenty
ui-tycoon-recent = Od tvojho posledného ťahu
ui-tycoon-no-recent = Hra sa práve začala.
ui-tycoon-word = Tvoje slovo
ui-tycoon-second-word = Druhé slovo (V)
ui-tycoon-tap-cards = Ťukaním na svoje karty a karty na stole zlož slovo.
ui-tycoon-tap-copy = Patent X: ťukni na kartu, ktorá už je v slove, a použi ju dvakrát.
ui-tycoon-build = Zložiť
ui-tycoon-clear = Vyčistiť
ui-tycoon-add-s = + S (Z)
ui-tycoon-y-vowel = Y je samohláska
ui-tycoon-replace = Vymeniť kartu (Q)
ui-tycoon-tap-replace = Ťukni na kartu, ktorú chceš vymeniť.
ui-tycoon-exchange = Vymeniť
ui-tycoon-tap-exchange = Ťukni na karty, ktoré vrátiš, alebo vynechaj.
ui-tycoon-exchange-count = { $count ->
    [0] Vynechať
    [one] Vymeniť { $count } kartu
    [few] Vymeniť { $count } karty
   *[other] Vymeniť { $count } kariet
}
ui-tycoon-end-turn = { $count ->
    [0] Ukončiť ťah
   *[other] Ukončiť ťah, odhodiť { $count }
}
ui-tycoon-after-word = Kúp patent písmena, ktoré si zahral, alebo ukonči ťah. Ťuknutím na karty ich odhodíš.
ui-tycoon-after-word-none = Niet patentu na kúpu: ukonči ťah. Ťuknutím na karty ich odhodíš.
ui-tycoon-buy = Kúpiť { $letter } za { $price } $
ui-tycoon-penalty = Tvoj ťah prepadol: ťukni na kartu, ktorú odhodíš.
ui-tycoon-discard = Odhodiť
ui-tycoon-pending = { $name } zložil(a) { $words }: spochybníš to, alebo prijmeš?
ui-tycoon-word-waits = Tvoje slovo čaká, či ho niekto spochybní.
ui-tycoon-may-buy = môžeš kúpiť { $letters }
ui-tycoon-risky = nie je v zozname slov: { $words }
