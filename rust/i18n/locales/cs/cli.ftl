# Slovo, čeština: hra v terminálu (`slovo play`).

cli-header = Hra { $id }: { $language }, pravidla { $preset }, { $validation }, { -rack } na { $rack }; { $players }.
cli-versus = { $first } proti { $second }
cli-legend = Deska: . prázdné, = trojnásobek slova, - dvojnásobek slova, " trojnásobek písmene, ' dvojnásobek písmene, * střed; kameny velkými písmeny, žolíky malými, dvojznaky ve složených závorkách.
cli-turn = { $turn }. tah: na tahu je { $name }.
cli-scores = Body: { $scores }
cli-rack = Stojánek: { $rack }
cli-bag = { $count ->
    [one] Sáček: { $count } kámen. Nevidíš: { $unseen }
    [few] Sáček: { $count } kameny. Nevidíš: { $unseen }
   *[other] Sáček: { $count } kamenů. Nevidíš: { $unseen }
}
cli-end-of-input = Konec vstupu. { $saved }
cli-saved = Hra { $id } je uložena; pokračuj v ní příkazem `slovo play --resume { $id }`.
cli-over-saved = Hra { $id } skončila a je uložena.
cli-help = Příkazy: 8H SLOVO (8. řada od sloupce H, vodorovně), H8 SLOVO (svisle), . pro kámen na desce, malé písmeno pro žolíka, {"{"}LJ{"}"} pro dvojznak (chorvatské LJ, NJ, DŽ); exchange KAMENY (? pro žolíka); pass (vynechat tah); challenge (zpochybnit); hint (nápověda); resign (vzdát se); quit (uloží a skončí).
cli-refused = Odmítnuto: { $reason }
cli-unreadable = Nerozumím: { $reason }
cli-unknown-command = Neznámý příkaz „{ $command }“. { $help }
cli-error = Chyba: { $reason }
cli-prompt-over = Hra skončila.
cli-prompt-challenge = { $play } Napiš `challenge` a tah zpochybníš, jakýkoli jiný příkaz ho přijme.
cli-prompt-move = Tvůj tah (8H SLOVO, H8 SLOVO, exchange KAMENY, pass, hint, resign, quit, help)
cli-prompt-other = Na tahu je { $name }.
cli-no-saved-games = Žádné uložené hry.
cli-list-finished = skončená
cli-list-in-progress = probíhá, { $turn }. tah
cli-no-unfinished = Není žádná nedohraná hra.
cli-no-such-game = Uložená hra „{ $id }“ neexistuje (`slovo play --list` je vypíše).
cli-ambiguous-id = { $count ->
    [few] Na „{ $id }“ začínají { $count } hry: zadej delší část identifikátoru.
   *[other] Na „{ $id }“ začíná { $count } her: zadej delší část identifikátoru.
}
cli-empty-id = Identifikátor hry nemůže být prázdný.
cli-levels-mismatch = --levels uvádí { $levels } botů, ale --bots říká { $bots }.
cli-too-many-bots = Nejvýše 3 boti.
cli-finish-line-zero = --finish-line musí být větší než 0.
# resign asks first: the question is ui-resign-title and ui-resign-text, then this.
cli-resign-answer = Napiš a (ano) a vzdáš se, cokoli jiného a hraješ dál.
cli-resign-needs-yes = Chceš-li se vzdát ze skriptu, přidej --yes (`slovo online play HRA resign --yes`).
cli-resign-kept = Hraješ dál.
# The answers that mean yes (any case), separated by spaces; y and yes work everywhere.
cli-yes = a ano y yes

# The full-screen game (`slovo play` without --plain): panel titles and the keys' help.
tui-type-help = Napiš `help` (nebo stiskni F1) a uvidíš příkazy, klávesy a barvy desky.
tui-board-title = Hra { $id } · { $language } · { $preset }
tui-board-title-short = Hra { $id }
tui-scores-title = Skóre · { $turn }. tah
tui-final-scores = Konečné skóre
tui-left = (mimo hru)
tui-awaits-challenge = (lze zpochybnit)
tui-rack-title = Tvůj { -rack }
tui-unseen-title = Neviděné · { -bag } { $count }
tui-moves-title = Tahy
tui-moves-title-rules = Tahy · { $validation }
tui-messages-title = Zprávy
tui-messages-scrolled = Zprávy · posunuté zpět (PgDn na novější)
tui-bots-thinking = { $count ->
    [one] Bot přemýšlí…
   *[other] Boti přemýšlejí…
}
tui-over-prompt = Hra skončila: Enter nebo Esc ji zavře.
tui-too-small = Zvětši terminál aspoň na { $width }×{ $height } (teď má { $columns }×{ $rows }). Ctrl-C hru uloží a skončí.
tui-help-title = Nápověda · ↑ ↓ PgUp PgDn posouvají · Esc zavře
tui-help-keys =
    Klávesy:
    Enter provede řádek, Esc ho smaže; ↑ a ↓ vrátí dříve napsané řádky.
    ← → Home End (nebo Ctrl-A, Ctrl-E) posouvají kurzor v řádku; Backspace a Delete smažou znak, Ctrl-W slovo před kurzorem, Ctrl-U celý řádek.
    PgUp a PgDn posouvají zprávy; F1 nebo `help` otevře tuto nápovědu.
    Ctrl-C hru opustí; zůstane uložená.
tui-help-legend =
    Deska: 3W trojnásobek slova, 2W dvojnásobek slova, 3L trojnásobek písmene, 2L dvojnásobek písmene, ★ střed.
    Kameny jsou žluté, kameny posledního tahu světlejší; { -blank } ukazuje své písmeno malé a červené.

# `slovo online show` and `watch`.
online-header = Hra { $id } (místnost { $code }, { $mode }, { $language }), verze { $version }
online-mode-quick = rychlá
online-mode-daily = denní
online-player = { $name } { $score }
online-you = (ty)
online-out = (mimo hru)
online-your-turn = Jsi na tahu.
online-your-turn-until = Jsi na tahu: { $left }.
online-to-move-until = Na tahu je { $name }: { $left }.
online-low-time = Pospěš si: už jen { $left }!
online-queued = { $count ->
    [one] { $count } tah čeká na odeslání (`slovo online sync`).
    [few] { $count } tahy čekají na odeslání (`slovo online sync`).
   *[other] { $count } tahů čeká na odeslání (`slovo online sync`).
}
online-dropped = Tah { $id } byl zahozen: { $reason }

# `slovo online`: the other commands (register, create, join, seek, play, sync, games, watch).
online-registered = Zaregistrováno: { $name } jako zařízení { $device } na { $server }.
online-room-created = { $seats ->
    [one] Místnost pro { $seats } hráče ({ $mode }, { $language }): pošli ostatním její kód.
    [few] Místnost pro { $seats } hráče ({ $mode }, { $language }): pošli ostatním její kód.
   *[other] Místnost pro { $seats } hráčů ({ $mode }, { $language }): pošli ostatním její kód.
}
online-joined-started = Jsi v místnosti { $code }: hra { $id } začala.
online-joined-waiting = { $count ->
    [one] Jsi v místnosti { $code }: čeká se ještě na { $count } hráče.
    [few] Jsi v místnosti { $code }: čeká se ještě na { $count } hráče.
   *[other] Jsi v místnosti { $code }: čeká se ještě na { $count } hráčů.
}
online-matched = Spoluhráč nalezen: hra { $id } (místnost { $code }).
online-seek-pending = Zatím nikdo: hledej znovu se stejnými podmínkami a čekej dál.
online-seek-expired = Nikdo nepřišel: zkus hledat znovu.
online-sent = Odesláno: hra je ve verzi { $version }.
online-move-queued = Tah čeká, ještě není odeslaný: { $reason }. Odešle ho `slovo online sync`.
online-move-dropped = Tah byl zahozen: { $reason }
online-synced = Odesláno: { $sent }, zahozeno: { $dropped }, čeká: { $waiting }, aktualizované hry: { $updated }.
online-dropped-move = Tah { $id } hry { $game } byl zahozen: { $reason }
online-offline = Bez připojení: { $reason }
online-watch-game-over = Hra skončila, sledování končí.
online-watch-ended = Sledování skončilo: { $reason }
online-read-failed = Hru se nepodařilo načíst: { $reason }
online-live = Připojeno živě.
online-connection-lost = Spojení se přerušilo, zkouší se znovu: { $reason }
online-no-games = Žádné online hry: vytvoř hru, připoj se k ní nebo si najdi spoluhráče, případně synchronizuj.
online-list-line = { $id } { $code } { $mode } { $language } v{ $version } { $status }
online-list-finished = skončená
online-list-your-turn = jsi na tahu
online-list-waiting = čeká se
online-list-queued = { $count ->
    [one] { $count } tah čeká
    [few] { $count } tahy čekají
   *[other] { $count } tahů čeká
}

## slovo online stats | ratings (issue 18)
stats-not-registered = Toto zařízení nemá účet: nejprve spusťte slovo online register JMÉNO.
stats-none = Zatím žádné dohrané online hry.
stats-overall = Všechny hry
stats-kind = { $language }, { $mode }
stats-heading = { $name }:
stats-games = { $games ->
    [one] { $games } hra: { $wins } výher, { $losses } proher, { $draws } remíz
    [few] { $games } hry: { $wins } výher, { $losses } proher, { $draws } remíz
   *[other] { $games } her: { $wins } výher, { $losses } proher, { $draws } remíz
}
stats-scores = Průměrné skóre { $average } (soupeři { $opponents }), nejvyšší hra { $highest }
stats-best-play = Nejlepší tah: { $word } za { $points }
stats-no-best-play = Nejlepší tah: zatím žádný
stats-bingos = Binga na hru { $bingos }, vyřazení { $eliminations }
stats-bingos-bots = Binga na hru { $bingos }, vzdané hry { $resignations }
stats-no-ratings = Zatím žádné hodnocené hry: každý začíná na 1500.
stats-rating-line = { $language }, { $mode }: { $rating } ± { $deviation } ({ $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
})

## slovo lexicon why | junk-rate (issue 19)
lexicon-why-listed = { $word } je v seznamu slov ({ $language }).
lexicon-why-not-listed = { $word } není v seznamu slov ({ $language }).
lexicon-why-cut = Vyřadilo ho pravidlo { $rule }.
lexicon-why-dropped = Filtr ho vynechává: { $reason }.
lexicon-why-no-source = Tento tvar nevytváří žádný řádek slovníku.
lexicon-why-derivation = vzniká z { $derivation }
lexicon-why-derivation-cut = vzniká z { $derivation } (vyřazeno pravidlem { $rule })
lexicon-junk-rate = { $file }: { $junk } chybných z { $judged } posouzených ({ $unsure } nejistých): { $rate } %, 95% interval { $low }–{ $high } %
lexicon-junk-rate-all = všechny soubory

# slovo analyze FILE
analysis-cannot-read = Soubor { $file } nelze přečíst: { $reason }

# slovo online tycoon
online-tycoon-header = Tycoon { $id } (místnost { $code }, { $mode }), verze { $version }
online-tycoon-no-games = Žádné online hry Tycoon: vytvoř hru, připoj se k ní nebo si najdi spoluhráče, případně synchronizuj.
online-tycoon-log-refused = { $name }: slovo bylo odmítnuto.
online-tycoon-log-discarded = { $count ->
    [0] { $name }: konec tahu.
    [one] { $name }: konec tahu, { $count } karta odhozena a dobrána nová.
    [few] { $name }: konec tahu, { $count } karty odhozeny a dobrány nové.
   *[other] { $name }: konec tahu, { $count } karet odhozeno a dobráno nových.
}
online-tycoon-log-timed-out = { $name }: čas vypršel, je mimo hru.
