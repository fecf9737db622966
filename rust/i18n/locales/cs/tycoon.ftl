### Tycoon, the letter-patent card game: its screens in the terminal and on the phones.
### Command words (word, exchange, pass, q, buy, done, penalty, help, quit) stay English in
### every language, as `slovo play`'s do.

tycoon-level-easy = lehký
tycoon-level-medium = střední
tycoon-level-hard = těžký
tycoon-header = Tycoon (hra { $id }): { $players }.
tycoon-help-hint = Příkazy vypíše help.
tycoon-goal = Cíl: patenty za { $value } $ spustí poslední kolo
tycoon-final-round = Poslední kolo: hra skončí spolu s tímto kolem.
tycoon-final-round-begins = { $name }: patenty za { $value } $. Začíná poslední kolo: všichni hrají do konce tohoto kola.
tycoon-turn-you = { $round }. kolo: jsi na tahu.
tycoon-turn-other = { $round }. kolo: na tahu je { $name }.
tycoon-over = { $rounds ->
    [one] Konec hry po { $rounds } kole.
   *[other] Konec hry po { $rounds } kolech.
}

## The screen's panels.
tycoon-col-money = Peníze
tycoon-col-stock = Akcie
tycoon-col-patents = Patenty
tycoon-col-score = Skóre
tycoon-money = { $amount } $
tycoon-letter-price = { $letter } { $price } $
tycoon-hand-title = Tvoje karty
tycoon-community-title = Na stole
tycoon-patents-title = Patenty: cena, majitel
tycoon-powers-short = B J K zdvojují · Q V X Z schopnosti
tycoon-deck = { $count ->
    [one] Balíček { $count } karta · odložené { $discards }
    [few] Balíček { $count } karty · odložené { $discards }
   *[other] Balíček { $count } karet · odložené { $discards }
}
tycoon-too-small = Terminál má { $width }×{ $height }: Tycoon potřebuje alespoň { $min-width }×{ $min-height }. Zvětši okno, nebo hraj s --plain.
tycoon-none = žádné

## Plain mode's state block.
tycoon-plain-player = { $name }: { $money } $, { $stock ->
    [one] { $stock } akcie
    [few] { $stock } akcie
   *[other] { $stock } akcií
}, patenty za { $value } $ ({ $patents }), skóre { $score }
tycoon-plain-free = Patenty na prodej: { $cards }
tycoon-plain-community = Na stole: { $cards }
tycoon-plain-hand = Tvoje karty: { $cards }
tycoon-plain-deck = { $count ->
    [one] Balíček: { $count } karta, odložené: { $discards }.
    [few] Balíček: { $count } karty, odložené: { $discards }.
   *[other] Balíček: { $count } karet, odložené: { $discards }.
}

## What may be typed now.
tycoon-prompt-start = Jsi na tahu: word SLOVO, exchange PÍSMENA, pass, help
tycoon-prompt-start-q = Jsi na tahu: q PÍSMENO (patent Q: nejdřív vyměň kartu), word SLOVO, exchange PÍSMENA, pass, help
tycoon-attempts-left = { $count ->
    [one] zbývá { $count } pokus
    [few] zbývají { $count } pokusy
   *[other] zbývá { $count } pokusů
}
tycoon-prompt-after-word = Kup patent příkazem buy PÍSMENO ({ $letters }), nebo ukonči tah příkazem done (done PÍSMENA ty karty i odhodí)
tycoon-prompt-after-word-none = Teď si nemůžeš koupit žádný patent: ukonči tah příkazem done (done PÍSMENA ty karty i odhodí)
tycoon-prompt-penalty = Přišel jsi o tah: odhoď jednu kartu z ruky příkazem penalty PÍSMENO (například penalty { $example })
tycoon-prompt-pending = { $name } složil(a) { $words }: challenge (zpochybnit) nebo accept (přijmout)
tycoon-preview = Když ho složíš: { $words }
tycoon-prompt-other = Hraje { $name }…
tycoon-prompt-over = Hra skončila.
tycoon-press-enter = Hra skončila: Enter nebo Esc ji zavře.
tycoon-help = Příkazy: word SLOVO složí slovo z tvých karet (ty jdou první) a z karet na stole; s patentem V dvě slova (word CAT DOG); s patentem X použije * za písmenem tu kartu dvakrát (word BO*K); s patentem Z přidá +S na konec S (word CAT+S); y na konci počítá Y jako samohlásku (word GYM y). exchange PÍSMENA vrátí ty karty a dá ti nové; pass ukončí tah bez slova; q PÍSMENO (patent Q) vymění kartu před slovem; po slově buy PÍSMENO koupí patent toho písmena a done [PÍSMENA] ukončí tah a ty karty odhodí; po třech odmítnutých slovech penalty PÍSMENO odhodí kartu, kterou tě tah stojí. quit hru uloží a skončí. Patenty B, J a K zdvojnásobí výplatu za slovo, které začíná i končí samohláskou (B), má aspoň polovinu samohlásek (J) nebo má jedinou samohlásku (K); karta Q ve slově ho zdvojnásobí také.
tycoon-help-challenge = Slova lze zpochybnit: když čeká slovo jiného hráče, challenge ho zpochybní (pokud ho seznam slov nezná, autor ztratí tah; pokud ano, zaplatíš 1 $) a accept ho přijme.

## The message log.
tycoon-word = { $word }: { $money } $, { $stock ->
    [one] { $stock } akcie
    [few] { $stock } akcie
   *[other] { $stock } akcií
}
tycoon-doubled = { " " }(×{ $factor })
tycoon-royalty = { $name } +{ $amount } $
tycoon-royalties = ; licenční poplatky: { $paid }
tycoon-log-play = { $name }: { $words }
tycoon-log-rejected = { $count ->
    [one] { $name }: { $word } není slovo (zbývá { $count } pokus).
    [few] { $name }: { $word } není slovo (zbývají { $count } pokusy).
   *[other] { $name }: { $word } není slovo (zbývá { $count } pokusů).
}
tycoon-log-rejected-last = { $name }: { $word } není slovo a tah propadá.
tycoon-log-q = { $name }: jedna karta vyměněna (patent Q).
tycoon-log-buy = { $name }: patent { $letter } koupen za { $price } $.
tycoon-log-finish = { $name }: konec tahu.
tycoon-log-finish-discard = { $count ->
    [one] { $name }: konec tahu, { $count } karta odhozena.
    [few] { $name }: konec tahu, { $count } karty odhozeny.
   *[other] { $name }: konec tahu, { $count } karet odhozeno.
}
tycoon-log-pass = { $name }: tah vynechán.
tycoon-log-exchange = { $count ->
    [one] { $name }: { $count } karta vyměněna.
    [few] { $name }: { $count } karty vyměněny.
   *[other] { $name }: { $count } karet vyměněno.
}
tycoon-log-penalty = { $name }: jedna karta odhozena za propadlý tah.
tycoon-log-challenge = { $name }: zpochybnění.
tycoon-log-pending = { $name }: slovo čeká, zda ho někdo zpochybní.

## Refusals of what was typed.
tycoon-refused = Odmítnuto: { $reason }
tycoon-empty-exchange = Napiš, které karty vracíš: exchange PÍSMENA (například { $example }). Tah bez výměny ukončí pass.
tycoon-not-in-hand = { $letters } nemáš v ruce ({ $hand }).
tycoon-cannot-spell = Z tvých karet a karet na stole nejde { $word } složit.
tycoon-which-letter = Kterou kartu? Napiš jedno písmeno z ruky, například { $example }.
tycoon-copy-first = * opakuje písmeno před sebou, a proto jím slovo nemůže začínat.
tycoon-unknown-command = Neznámý příkaz „{ $command }“. { $help }
tycoon-bots-range = --bots musí být 1 až 4.

## Saving and resuming.
tycoon-saved = Hra { $id } je uložena; pokračuj v ní příkazem `slovo tycoon play --resume { $id }`.
tycoon-end-of-input = Konec vstupu. { $saved }
tycoon-no-saved-game = Není žádná nedohraná hra Tycoon.
tycoon-no-such-game = Uložená hra Tycoon „{ $id }“ neexistuje (`slovo play --list` je vypíše).
tycoon-old-save = { $path } se nečte: uložila ho starší verze slovo a hry Tycoon jsou teď v slovo.db.

## The end of the game.
tycoon-you-win = Vyhrál jsi!
tycoon-winner = Vítěz: { $name }.
tycoon-tie = Remíza: { $names }.
tycoon-score-rule = Konečné skóre = peníze + akcie + ceny vlastněných patentů; při rovnosti je výš ten, kdo má patenty vyšší hodnoty.
tycoon-breakdown = { $place }. { $name }: { $score } = { $money } $ peníze + { $stock ->
    [one] { $stock } akcie
    [few] { $stock } akcie
   *[other] { $stock } akcií
} + patenty za { $value } $ ({ $patents })
tycoon-tiebreak = Stejné skóre { $score }: výš je ten, kdo má patenty vyšší hodnoty.
tycoon-standing-out = Mimo hru: vypršel čas

## The rules' refusals (slovo_tycoon::TycoonError).
tycoon-error-player-count = Tycoon je pro 2 až 5 hráčů, ne pro { $count }.
tycoon-error-game-over = Hra skončila.
tycoon-error-wrong-phase = Teď ne: { $action } ({ $phase }).
tycoon-error-no-hand-card = V ruce nemáš kartu č. { $card }.
tycoon-error-no-community-card = Na stole není karta č. { $card }.
tycoon-error-card-used-twice = Každou kartu lze použít jen jednou (patent X použije jednu kartu dvakrát).
tycoon-error-too-short = Slovo potřebuje aspoň 3 skutečné karty.
tycoon-error-no-card-from-hand = Slovo potřebuje aspoň jednu kartu z tvé ruky.
tycoon-error-no-word = Chybí slovo: napiš word a za ním slovo.
tycoon-error-needs-v = Dvě slova vyžadují patent V.
tycoon-error-too-many-words = Nejvýš dvě slova za tah (s patentem V).
tycoon-error-needs-x = Použít kartu dvakrát (*) umožňuje jen patent X.
tycoon-error-x-used-twice = Patent X zopakuje jednu kartu jednou za tah.
tycoon-error-copy-of-unplayed-card = * musí opakovat kartu zahranou v tomto tahu.
tycoon-error-needs-z = Přidané S (+S) vyžaduje patent Z.
tycoon-error-z-used-twice = Patent Z přidá jedno S jednou za tah.
tycoon-error-needs-q = Vyměnit kartu před tahem umožňuje jen patent Q.
tycoon-error-q-used-twice = Patent Q vymění jednu kartu jednou za tah.
tycoon-error-not-a-letter = { $letter } není písmeno.
tycoon-error-patent-owned = Patent písmena { $letter } už někdo vlastní.
tycoon-error-patent-not-played = Písmeno { $letter } jsi v tomto tahu nezahrál ze skutečné karty, jeho patent si proto koupit nemůžeš.
tycoon-error-cannot-afford = Patent písmena { $letter } stojí { $price } $; máš { $money } $.
tycoon-error-patent-already-bought = Nejvýš jeden patent za tah.
tycoon-error-not-challenge-mode = Zpochybňování je vypnuté: slova se ověřují hned.
tycoon-error-no-player = Hráč č. { $player } neexistuje.
tycoon-error-own-challenge = Vlastní slovo zpochybnit nelze.
tycoon-error-empty-hand = Máš prázdnou ruku: není co odhodit.
tycoon-step-q-replace = výměna karty (jen na začátku tahu)
tycoon-step-build = skládání slova
tycoon-step-answer = odpověď na slovo
tycoon-step-buy-patent = koupě patentu
tycoon-step-finish = konec tahu po slově
tycoon-step-exchange = výměna karet
tycoon-step-penalty-discard = odhození karty za propadlý tah
tycoon-phase-start = tah právě začal
tycoon-phase-pending = slovo čeká na zpochybnění
tycoon-phase-after-word = slovo už bylo vyplaceno
tycoon-phase-penalty = tah propadl a je třeba odhodit kartu
tycoon-phase-over = hra skončila

## The phones' Tycoon screen (slovo-ffi).
tycoon-negative-card = Karta { $card } neexistuje: karty se počítají od 0.
tycoon-preview-unknown = { $word } není v seznamu slov.

## The phones' Tycoon screens (the Android and iOS shells).
ui-game-choice = Hra
ui-game-word = Slovní hra
ui-game-tycoon = Tycoon
ui-game-word-help = Slova na hracím plánu, kameny z pytlíku.
ui-game-tycoon-help = Karetní hra o patenty na písmena, anglicky: skládej slova ze svých karet a z karet na stole, vydělávej peníze a akcie, kupuj patenty písmen a vybírej z nich poplatky.
ui-tycoon-words = Slova
ui-tycoon-checked = Ověřená hned
ui-tycoon-challenged = Lze je zpochybnit
ui-tycoon-checked-help = Slovo, které seznam nezná, tě stojí jeden ze tří pokusů v tahu.
ui-tycoon-challenged-help = Slovo platí, dokud ho někdo nezpochybní: oprávněné zpochybnění stojí autora tah, neoprávněné stojí zpochybňujícího 1 $.
ui-tycoon-holdings = { $money } $ · { $stock ->
    [one] { $stock } akcie
    [few] { $stock } akcie
   *[other] { $stock } akcií
}
ui-tycoon-patent-value = patenty { $value } $
ui-tycoon-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
}
ui-tycoon-deck = { $count ->
    [one] Balíček: { $count } karta
    [few] Balíček: { $count } karty
   *[other] Balíček: { $count } karet
}
ui-tycoon-goal-min = Cíl: patenty za { $value } $, aspoň { $count }, spustí poslední kolo
ui-tycoon-patents = Patenty
ui-tycoon-recent = Od tvého posledního tahu
ui-tycoon-no-recent = Hra právě začala.
ui-tycoon-word = Tvoje slovo
ui-tycoon-second-word = Druhé slovo (V)
ui-tycoon-tap-cards = Ťukáním na své karty a karty na stole slož slovo.
ui-tycoon-tap-copy = Patent X: ťukni na kartu, která už je ve slově, a použij ji dvakrát.
ui-tycoon-build = Složit
ui-tycoon-clear = Vyčistit
ui-tycoon-add-s = + S (Z)
ui-tycoon-y-vowel = Y je samohláska
ui-tycoon-replace = Vyměnit kartu (Q)
ui-tycoon-tap-replace = Ťukni na kartu, kterou chceš vyměnit.
ui-tycoon-exchange = Vyměnit
ui-tycoon-tap-exchange = Ťukni na karty, které vrátíš, nebo vynechej.
ui-tycoon-exchange-count = { $count ->
    [0] Vynechat
    [one] Vyměnit { $count } kartu
    [few] Vyměnit { $count } karty
   *[other] Vyměnit { $count } karet
}
ui-tycoon-end-turn = { $count ->
    [0] Ukončit tah
   *[other] Ukončit tah, odhodit { $count }
}
ui-tycoon-after-word = Kup patent písmene, které jsi zahrál(a), nebo ukonči tah. Ťuknutím na karty je odhodíš.
ui-tycoon-after-word-none = Není patent ke koupi: ukonči tah. Ťuknutím na karty je odhodíš.
ui-tycoon-buy = Koupit { $letter } za { $price } $
ui-tycoon-penalty = Tvůj tah propadl: ťukni na kartu, kterou odhodíš.
ui-tycoon-discard = Odhodit
ui-tycoon-pending = { $name } složil(a) { $words }: zpochybníš to, nebo přijmeš?
ui-tycoon-word-waits = Tvoje slovo čeká, zda ho někdo zpochybní.
ui-tycoon-may-buy = můžeš koupit { $letters }
ui-tycoon-risky = není v seznamu slov: { $words }
