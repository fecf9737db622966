# Slovo, slovenčina: hra v termináli (`slovo play`).

cli-header = Hra { $id }: { $language }, pravidlá { $preset }, { $validation }, { -rack } na { $rack }; { $players }.
cli-versus = { $first } proti { $second }
cli-legend = Plocha: . prázdne, = trojnásobné slovo, - dvojnásobné slovo, " trojnásobné písmeno, ' dvojnásobné písmeno, * stred; písmená veľkými, žolíky malými, dvojpísmená v zložených zátvorkách.
cli-turn = { $turn }. ťah: na ťahu je { $name }.
cli-scores = Body: { $scores }
cli-rack = Zásobník: { $rack }
cli-bag = { $count ->
    [one] Vrecúško: { $count } písmeno. Neviditeľné: { $unseen }
    [few] Vrecúško: { $count } písmená. Neviditeľné: { $unseen }
   *[other] Vrecúško: { $count } písmen. Neviditeľné: { $unseen }
}
cli-end-of-input = Koniec vstupu. { $saved }
cli-saved = Hra { $id } je uložená; pokračuj v nej príkazom `slovo play --resume { $id }`.
cli-over-saved = Hra { $id } sa skončila a je uložená.
cli-help = Príkazy: 8H SLOVO (8. riadok od stĺpca H, vodorovne), H8 SLOVO (zvisle), . pre písmeno na ploche, malé písmeno pre žolíka, {"{"}LJ{"}"} pre dvojpísmeno (chorvátske LJ, NJ, DŽ); exchange PÍSMENÁ (? pre žolíka); pass (vynechať ťah); challenge (spochybniť); hint (rada); resign (vzdať sa); quit (uloží a skončí).
cli-refused = Odmietnuté: { $reason }
cli-unreadable = Nerozumiem: { $reason }
cli-unknown-command = Neznámy príkaz „{ $command }“. { $help }
cli-error = Chyba: { $reason }
cli-prompt-over = Hra sa skončila.
cli-prompt-challenge = { $play } Napíš `challenge` a ťah spochybníš, ktorýkoľvek iný príkaz ho prijme.
cli-prompt-move = Tvoj ťah (8H SLOVO, H8 SLOVO, exchange PÍSMENÁ, pass, hint, resign, quit, help)
cli-prompt-other = Na ťahu je { $name }.
cli-no-saved-games = Žiadne uložené hry.
cli-list-finished = skončená
cli-list-in-progress = prebieha, { $turn }. ťah
cli-no-unfinished = Nie je žiadna nedohraná hra.
cli-no-such-game = Uložená hra „{ $id }“ neexistuje (`slovo play --list` ich vypíše).
cli-ambiguous-id = { $count ->
    [few] Na „{ $id }“ sa začínajú { $count } hry: zadaj dlhšiu časť identifikátora.
   *[other] Na „{ $id }“ sa začína { $count } hier: zadaj dlhšiu časť identifikátora.
}
cli-empty-id = Identifikátor hry nemôže byť prázdny.
cli-levels-mismatch = --levels uvádza { $levels } botov, ale --bots hovorí { $bots }.
cli-too-many-bots = Najviac 3 boti.
cli-finish-line-zero = --finish-line musí byť väčšie ako 0.
# resign asks first: the question is ui-resign-title and ui-resign-text, then this.
cli-resign-answer = Napíš a (áno) a vzdáš sa, čokoľvek iné a hráš ďalej.
cli-resign-needs-yes = Ak sa chceš vzdať zo skriptu, pridaj --yes (`slovo online play HRA resign --yes`).
cli-resign-kept = Hráš ďalej.
# The answers that mean yes (any case), separated by spaces; y and yes work everywhere.
cli-yes = a áno y yes

# The full-screen game (`slovo play` without --plain): panel titles and the keys' help.
tui-type-help = Napíš `help` (alebo stlač F1) a uvidíš príkazy, klávesy a farby plochy.
tui-board-title = Hra { $id } · { $language } · { $preset }
tui-board-title-short = Hra { $id }
tui-scores-title = Skóre · { $turn }. ťah
tui-final-scores = Konečné skóre
tui-left = (mimo hry)
tui-awaits-challenge = (možno spochybniť)
tui-rack-title = Tvoj { -rack }
tui-unseen-title = Nevidené · { -bag } { $count }
tui-moves-title = Ťahy
tui-moves-title-rules = Ťahy · { $validation }
tui-messages-title = Správy
tui-messages-scrolled = Správy · posunuté späť (PgDn na novšie)
tui-bots-thinking = { $count ->
    [one] Bot premýšľa…
   *[other] Boti premýšľajú…
}
tui-over-prompt = Hra sa skončila: Enter alebo Esc ju zavrie.
tui-too-small = Zväčši terminál aspoň na { $width }×{ $height } (teraz má { $columns }×{ $rows }). Ctrl-C hru uloží a skončí.
tui-help-title = Pomocník · ↑ ↓ PgUp PgDn posúvajú · Esc zavrie
tui-help-keys =
    Klávesy:
    Enter vykoná riadok, Esc ho vymaže; ↑ a ↓ vrátia skôr napísané riadky.
    ← → Home End (alebo Ctrl-A, Ctrl-E) posúvajú kurzor v riadku; Backspace a Delete zmažú znak, Ctrl-W slovo pred kurzorom, Ctrl-U celý riadok.
    PgUp a PgDn posúvajú správy; F1 alebo `help` otvorí tohto pomocníka.
    Ctrl-C hru opustí; zostane uložená.
tui-help-legend =
    Plocha: 3W trojnásobok slova, 2W dvojnásobok slova, 3L trojnásobok písmena, 2L dvojnásobok písmena, ★ stred.
    Písmená sú žlté, písmená posledného ťahu svetlejšie; { -blank } ukazuje svoje písmeno malé a červené.

# `slovo online show` and `watch`.
online-header = Hra { $id } (miestnosť { $code }, { $mode }, { $language }), verzia { $version }
online-mode-quick = rýchla
online-mode-daily = denná
online-player = { $name } { $score }
online-you = (ty)
online-out = (mimo hry)
online-your-turn = Si na ťahu.
online-your-turn-until = Si na ťahu: { $left }.
online-to-move-until = Na ťahu je { $name }: { $left }.
online-low-time = Ponáhľaj sa: už len { $left }!
online-queued = { $count ->
    [one] { $count } ťah čaká na odoslanie (`slovo online sync`).
    [few] { $count } ťahy čakajú na odoslanie (`slovo online sync`).
   *[other] { $count } ťahov čaká na odoslanie (`slovo online sync`).
}
online-dropped = Ťah { $id } bol zahodený: { $reason }

# `slovo online`: the other commands (register, create, join, seek, play, sync, games, watch).
online-registered = Zaregistrované: { $name } ako zariadenie { $device } na { $server }.
online-room-created = { $seats ->
    [one] Miestnosť pre { $seats } hráča ({ $mode }, { $language }): pošli ostatným jej kód.
   *[other] Miestnosť pre { $seats } hráčov ({ $mode }, { $language }): pošli ostatným jej kód.
}
online-joined-started = Si v miestnosti { $code }: hra { $id } sa začala.
online-joined-waiting = { $count ->
    [one] Si v miestnosti { $code }: čaká sa ešte na { $count } hráča.
   *[other] Si v miestnosti { $code }: čaká sa ešte na { $count } hráčov.
}
online-matched = Spoluhráč sa našiel: hra { $id } (miestnosť { $code }).
online-seek-pending = Zatiaľ nikto: hľadaj znova s rovnakými podmienkami a čakaj ďalej.
online-seek-expired = Nikto neprišiel: skús hľadať znova.
online-sent = Odoslané: hra je vo verzii { $version }.
online-move-queued = Ťah čaká, ešte nie je odoslaný: { $reason }. Odošle ho `slovo online sync`.
online-move-dropped = Ťah bol zahodený: { $reason }
online-synced = Odoslané: { $sent }, zahodené: { $dropped }, čakajúce: { $waiting }, aktualizované hry: { $updated }.
online-dropped-move = Ťah { $id } hry { $game } bol zahodený: { $reason }
online-offline = Bez pripojenia: { $reason }
online-watch-game-over = Hra sa skončila, sledovanie končí.
online-watch-ended = Sledovanie sa skončilo: { $reason }
online-read-failed = Hru sa nepodarilo načítať: { $reason }
online-live = Pripojené naživo.
online-connection-lost = Spojenie sa prerušilo, skúša sa znova: { $reason }
online-no-games = Žiadne online hry: vytvor hru, pripoj sa k nej alebo si nájdi spoluhráča, prípadne synchronizuj.
online-list-line = { $id } { $code } { $mode } { $language } v{ $version } { $status }
online-list-finished = skončená
online-list-your-turn = si na ťahu
online-list-waiting = čaká sa
online-list-queued = { $count ->
    [one] { $count } ťah čaká
    [few] { $count } ťahy čakajú
   *[other] { $count } ťahov čaká
}

## slovo online stats | ratings (issue 18)
stats-not-registered = Toto zariadenie nemá účet: najprv spustite slovo online register MENO.
stats-none = Zatiaľ žiadne dohrané online hry.
stats-overall = Všetky hry
stats-kind = { $language }, { $mode }
stats-heading = { $name }:
stats-games = { $games ->
    [one] { $games } hra: { $wins } výhier, { $losses } prehier, { $draws } remíz
    [few] { $games } hry: { $wins } výhier, { $losses } prehier, { $draws } remíz
   *[other] { $games } hier: { $wins } výhier, { $losses } prehier, { $draws } remíz
}
stats-scores = Priemerné skóre { $average } (súperi { $opponents }), najvyššia hra { $highest }
stats-best-play = Najlepší ťah: { $word } za { $points }
stats-no-best-play = Najlepší ťah: zatiaľ žiadny
stats-bingos = Bingá na hru { $bingos }, vyradenia { $eliminations }
stats-bingos-bots = Bingá na hru { $bingos }, vzdané hry { $resignations }
stats-no-ratings = Zatiaľ žiadne hodnotené hry: každý začína na 1500.
stats-rating-line = { $language }, { $mode }: { $rating } ± { $deviation } ({ $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } hier
})

## slovo lexicon why | junk-rate (issue 19)
lexicon-why-listed = { $word } je v zozname slov ({ $language }).
lexicon-why-not-listed = { $word } nie je v zozname slov ({ $language }).
lexicon-why-cut = Vyradilo ho pravidlo { $rule }.
lexicon-why-dropped = Filter ho vynecháva: { $reason }.
lexicon-why-no-source = Tento tvar nevytvára žiadny riadok slovníka.
lexicon-why-derivation = vzniká z { $derivation }
lexicon-why-derivation-cut = vzniká z { $derivation } (vyradené pravidlom { $rule })
lexicon-junk-rate = { $file }: { $junk } nesprávnych z { $judged } posúdených ({ $unsure } neistých): { $rate } %, 95 % interval { $low }–{ $high } %
lexicon-junk-rate-all = všetky súbory

# slovo analyze FILE
analysis-cannot-read = Súbor { $file } sa nedá prečítať: { $reason }

# slovo online tycoon
online-tycoon-header = Tycoon { $id } (miestnosť { $code }, { $mode }), verzia { $version }
online-tycoon-no-games = Žiadne online hry Tycoon: vytvor hru, pripoj sa k nej alebo si nájdi spoluhráča, prípadne synchronizuj.
online-tycoon-log-refused = { $name }: slovo bolo odmietnuté.
online-tycoon-log-discarded = { $count ->
    [0] { $name }: koniec ťahu.
    [one] { $name }: koniec ťahu, { $count } karta odhodená a dobratá nová.
    [few] { $name }: koniec ťahu, { $count } karty odhodené a dobraté nové.
   *[other] { $name }: koniec ťahu, { $count } kariet odhodených a dobratých nových.
}
online-tycoon-log-timed-out = { $name }: čas vypršal, je mimo hry.
