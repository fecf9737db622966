# Slovo, dansk: spillet i terminalen (`slovo play`).

cli-header = Spil { $id }: { $language }, { $preset } regler, { $validation }, { -rack } med { $rack }; { $players }.
cli-versus = { $first } mod { $second }
cli-legend = Plade: . tomt, = tredobbelt ord, - dobbelt ord, " tredobbelt bogstav, ' dobbelt bogstav, * midte; brikker med store bogstaver, blanke brikker med små, tobogstavsbrikker i krøllede parenteser.
cli-turn = Tur { $turn }: { $name } skal trække.
cli-scores = Point: { $scores }
cli-rack = Stativ: { $rack }
cli-bag = { $count ->
    [one] Pose: { $count } brik. Ikke set: { $unseen }
   *[other] Pose: { $count } brikker. Ikke set: { $unseen }
}
cli-end-of-input = Slut på input. { $saved }
cli-saved = Spil { $id } er gemt; fortsæt det med `slovo play --resume { $id }`.
cli-over-saved = Spil { $id } er slut og gemt.
cli-help = Kommandoer: 8H ORD (række 8 fra kolonne H, vandret), H8 ORD (lodret), . for en brik på pladen, små bogstaver for en blank brik, {"{"}LJ{"}"} for en tobogstavsbrik (kroatisk LJ, NJ, DŽ); exchange BRIKKER (? for en blank); pass (meld pas); challenge (udfordr); hint (tip); resign (giv op); quit (gemmer og afslutter).
cli-refused = Afvist: { $reason }
cli-unreadable = Kan ikke læses: { $reason }
cli-unknown-command = Ukendt kommando “{ $command }”. { $help }
cli-error = Fejl: { $reason }
cli-prompt-over = Spillet er slut.
cli-prompt-challenge = { $play } Skriv `challenge` for at udfordre, eller en anden kommando for at godkende.
cli-prompt-move = Dit træk (8H ORD, H8 ORD, exchange BRIKKER, pass, hint, resign, quit, help)
cli-prompt-other = { $name } skal trække.
cli-no-saved-games = Ingen gemte spil.
cli-list-finished = slut
cli-list-in-progress = i gang, tur { $turn }
cli-no-unfinished = Der er intet ufærdigt spil at fortsætte.
cli-no-such-game = Intet gemt spil “{ $id }” (`slovo play --list` viser dem).
cli-ambiguous-id = { $count } spil begynder med “{ $id }”: angiv mere af id'et.
cli-empty-id = Et spil-id kan ikke være tomt.
cli-levels-mismatch = --levels nævner { $levels } botter, men --bots siger { $bots }.
cli-too-many-bots = Højst 3 botter.
cli-finish-line-zero = --finish-line skal være over 0.
# resign asks first: the question is ui-resign-title and ui-resign-text, then this.
cli-resign-answer = Skriv j (ja) for at give op, alt andet for at spille videre.
cli-resign-needs-yes = For at give op fra et script skal du tilføje --yes (`slovo online play SPIL resign --yes`).
cli-resign-kept = Du spiller videre.
# The answers that mean yes (any case), separated by spaces; y and yes work everywhere.
cli-yes = j ja y yes

# The full-screen game (`slovo play` without --plain): panel titles and the keys' help.
tui-type-help = Skriv `help` (eller tryk F1) for kommandoerne, tasterne og pladens farver.
tui-board-title = Spil { $id } · { $language } · { $preset }
tui-board-title-short = Spil { $id }
tui-scores-title = Point · træk { $turn }
tui-final-scores = Slutresultat
tui-left = (ude af spillet)
tui-awaits-challenge = (kan udfordres)
tui-rack-title = Dit { -rack }
tui-unseen-title = Ikke set · { -bag } { $count }
tui-moves-title = Træk
tui-moves-title-rules = Træk · { $validation }
tui-messages-title = Beskeder
tui-messages-scrolled = Beskeder · rullet tilbage (PgDn for nyere)
tui-bots-thinking = { $count ->
    [one] Botten tænker…
   *[other] Bottene tænker…
}
tui-over-prompt = Spillet er slut: tryk Enter eller Esc for at gå.
tui-too-small = Gør terminalen mindst { $width }×{ $height } (den er { $columns }×{ $rows } nu). Ctrl-C gemmer spillet og afslutter.
tui-help-title = Hjælp · ↑ ↓ PgUp PgDn ruller · Esc lukker
tui-help-keys =
    Taster:
    Enter udfører linjen, Esc sletter den; ↑ og ↓ henter de linjer, der blev skrevet før.
    ← → Home End (eller Ctrl-A, Ctrl-E) flytter i linjen; Backspace og Delete sletter et tegn, Ctrl-W ordet før markøren, Ctrl-U hele linjen.
    PgUp og PgDn ruller beskederne; F1 eller `help` åbner denne hjælp.
    Ctrl-C forlader spillet; det forbliver gemt.
tui-help-legend =
    Pladen: 3W tredobbelt ord, 2W dobbelt ord, 3L tredobbelt bogstav, 2L dobbelt bogstav, ★ midten.
    Brikkerne er gule, det sidste træks brikker lysere; en { -blank } viser sit bogstav småt og rødt.

# `slovo online show` and `watch`.
online-header = Spil { $id } (rum { $code }, { $mode }, { $language }), version { $version }
online-mode-quick = hurtigt
online-mode-daily = dagligt
online-player = { $name } { $score }
online-you = (dig)
online-out = (ude af spillet)
online-your-turn = Din tur.
online-your-turn-until = Din tur: { $left }.
online-to-move-until = { $name } har turen: { $left }.
online-low-time = Skynd dig: kun { $left }!
online-queued = { $count ->
    [one] { $count } træk venter på at blive sendt (`slovo online sync`).
   *[other] { $count } træk venter på at blive sendt (`slovo online sync`).
}
online-dropped = Trækket { $id } blev droppet: { $reason }

# `slovo online`: the other commands (register, create, join, seek, play, sync, games, watch).
online-registered = Registreret: { $name } som enhed { $device } på { $server }.
online-room-created = { $seats ->
    [one] Et rum til { $seats } spiller ({ $mode }, { $language }): del dets kode.
   *[other] Et rum til { $seats } spillere ({ $mode }, { $language }): del dets kode.
}
online-joined-started = Du er i rum { $code }: spil { $id } er begyndt.
online-joined-waiting = { $count ->
    [one] Du er i rum { $code }: venter på { $count } spiller mere.
   *[other] Du er i rum { $code }: venter på { $count } spillere mere.
}
online-matched = Modspiller fundet: spil { $id } (rum { $code }).
online-seek-pending = Ingen endnu: søg igen med de samme betingelser for at blive ved med at vente.
online-seek-expired = Ingen kom: søg igen.
online-sent = Sendt: spillet er nu i version { $version }.
online-move-queued = Sat i kø, ikke sendt endnu: { $reason }. `slovo online sync` sender det.
online-move-dropped = Droppet: { $reason }
online-synced = Sendt: { $sent }, droppet: { $dropped }, venter: { $waiting }, opdaterede spil: { $updated }.
online-dropped-move = Trækket { $id } i spil { $game } blev droppet: { $reason }
online-offline = Offline: { $reason }
online-watch-game-over = Spillet er slut, og visningen stopper.
online-watch-ended = Visningen stoppede: { $reason }
online-read-failed = Spillet kunne ikke læses: { $reason }
online-live = Direkte forbindelse.
online-connection-lost = Forbindelsen blev afbrudt, prøver igen: { $reason }
online-no-games = Ingen onlinespil: opret et, deltag i et, søg en modspiller, eller synkronisér.
online-list-line = { $id } { $code } { $mode } { $language } v{ $version } { $status }
online-list-finished = afsluttet
online-list-your-turn = din tur
online-list-waiting = venter
online-list-queued = { $count } i kø

## slovo online stats | ratings (issue 18)
stats-not-registered = Denne enhed har ingen konto: kør først slovo online register NAVN.
stats-none = Ingen afsluttede onlinespil endnu.
stats-overall = Alle spil
stats-kind = { $language }, { $mode }
stats-heading = { $name }:
stats-games = { $games ->
    [one] { $games } spil: { $wins } vundet, { $losses } tabt, { $draws } uafgjort
   *[other] { $games } spil: { $wins } vundet, { $losses } tabt, { $draws } uafgjort
}
stats-scores = Gennemsnitlig score { $average } (modstandere { $opponents }), højeste spil { $highest }
stats-best-play = Bedste træk: { $word } for { $points }
stats-no-best-play = Bedste træk: intet endnu
stats-bingos = Bingoer pr. spil { $bingos }, udelukkelser { $eliminations }
stats-bingos-bots = Bingoer pr. spil { $bingos }, opgivne spil { $resignations }
stats-no-ratings = Ingen ratede spil endnu: alle starter på 1500.
stats-rating-line = { $language }, { $mode }: { $rating } ± { $deviation } ({ $games } spil)

## slovo lexicon why | junk-rate (issue 19)
lexicon-why-listed = { $word } står på ordlisten ({ $language }).
lexicon-why-not-listed = { $word } står ikke på ordlisten ({ $language }).
lexicon-why-cut = Det blev fjernet af reglen { $rule }.
lexicon-why-dropped = Filteret udelader det: { $reason }.
lexicon-why-no-source = Ingen linje i ordbogen danner denne form.
lexicon-why-derivation = dannet af { $derivation }
lexicon-why-derivation-cut = dannet af { $derivation } (fjernet af { $rule })
lexicon-junk-rate = { $file }: { $junk } forkerte af { $judged } vurderede ({ $unsure } usikre): { $rate } %, 95 %-interval { $low }–{ $high } %
lexicon-junk-rate-all = alle filer

# slovo analyze FILE
analysis-cannot-read = Kan ikke læse { $file }: { $reason }

# slovo online tycoon
online-tycoon-header = Tycoon { $id } (rum { $code }, { $mode }), version { $version }
online-tycoon-no-games = Ingen online Tycoon-spil: opret et, deltag i et, søg en modspiller, eller synkronisér.
online-tycoon-log-refused = { $name }: et ord blev afvist.
online-tycoon-log-discarded = { $count ->
    [0] { $name }: turen er slut.
    [one] { $name }: turen er slut, { $count } kort smidt og et nyt trukket.
   *[other] { $name }: turen er slut, { $count } kort smidt og nye trukket.
}
online-tycoon-log-timed-out = { $name }: tiden er gået, ude af spillet.
