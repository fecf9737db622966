# Slovo, hrvatski: igra u terminalu (`slovo play`).

cli-header = Igra { $id }: { $language }, pravila { $preset }, { $validation }, { -rack } od { $rack }; { $players }.
cli-versus = { $first } protiv { $second }
cli-legend = Ploča: . prazno, = trostruka riječ, - dvostruka riječ, " trostruko slovo, ' dvostruko slovo, * sredina; pločice velikim slovima, prazne pločice malima, dvoznaci u vitičastim zagradama.
cli-turn = { $turn }. potez: na potezu je { $name }.
cli-scores = Bodovi: { $scores }
cli-rack = Stalak: { $rack }
cli-bag = { $count ->
    [one] Vrećica: { $count } pločica. Neviđene: { $unseen }
    [few] Vrećica: { $count } pločice. Neviđene: { $unseen }
   *[other] Vrećica: { $count } pločica. Neviđene: { $unseen }
}
cli-end-of-input = Kraj unosa. { $saved }
cli-saved = Igra { $id } je spremljena; nastavi je naredbom `slovo play --resume { $id }`.
cli-over-saved = Igra { $id } je završila i spremljena je.
cli-help = Naredbe: 8H RIJEČ (8. redak od stupca H, vodoravno), H8 RIJEČ (okomito), . za pločicu na ploči, malo slovo za praznu pločicu, {"{"}LJ{"}"} za dvoznak (LJ, NJ, DŽ); exchange PLOČICE (? za praznu pločicu); pass (propusti potez); challenge (ospori); hint (savjet); resign (predaj); quit (spremi i izađi).
cli-refused = Odbijeno: { $reason }
cli-unreadable = Ne razumijem: { $reason }
cli-unknown-command = Nepoznata naredba „{ $command }”. { $help }
cli-error = Pogreška: { $reason }
cli-prompt-over = Igra je završila.
cli-prompt-challenge = { $play } Upiši `challenge` za osporavanje, a bilo koja druga naredba prihvaća potez.
cli-prompt-move = Tvoj potez (8H RIJEČ, H8 RIJEČ, exchange PLOČICE, pass, hint, resign, quit, help)
cli-prompt-other = Na potezu je { $name }.
cli-no-saved-games = Nema spremljenih igara.
cli-list-finished = završena
cli-list-in-progress = u tijeku, { $turn }. potez
cli-no-unfinished = Nema nedovršene igre za nastavak.
cli-no-such-game = Nema spremljene igre „{ $id }” (`slovo play --list` ih prikazuje).
cli-ambiguous-id = { $count ->
    [few] { $count } igre počinju s „{ $id }”: upiši veći dio oznake.
   *[other] { $count } igara počinje s „{ $id }”: upiši veći dio oznake.
}
cli-empty-id = Oznaka igre ne može biti prazna.
cli-levels-mismatch = --levels navodi { $levels } bota, a --bots kaže { $bots }.
cli-too-many-bots = Najviše 3 bota.
cli-finish-line-zero = --finish-line mora biti veći od 0.
# resign asks first: the question is ui-resign-title and ui-resign-text, then this.
cli-resign-answer = Upiši d (da) i predaješ, bilo što drugo i igraš dalje.
cli-resign-needs-yes = Za predaju iz skripte dodaj --yes (`slovo online play IGRA resign --yes`).
cli-resign-kept = Igraš dalje.
# The answers that mean yes (any case), separated by spaces; y and yes work everywhere.
cli-yes = d da y yes

# The full-screen game (`slovo play` without --plain): panel titles and the keys' help.
tui-type-help = Upiši `help` (ili pritisni F1) za naredbe, tipke i boje ploče.
tui-board-title = Igra { $id } · { $language } · { $preset }
tui-board-title-short = Igra { $id }
tui-scores-title = Rezultati · { $turn }. potez
tui-final-scores = Konačni rezultati
tui-left = (izvan igre)
tui-awaits-challenge = (može se osporiti)
tui-rack-title = Tvoj { -rack }
tui-unseen-title = Neviđeno · { -bag } { $count }
tui-moves-title = Potezi
tui-moves-title-rules = Potezi · { $validation }
tui-messages-title = Poruke
tui-messages-scrolled = Poruke · pomaknute unatrag (PgDn za novije)
tui-bots-thinking = { $count ->
    [one] Bot razmišlja…
   *[other] Botovi razmišljaju…
}
tui-over-prompt = Igra je završila: Enter ili Esc je zatvara.
tui-too-small = Povećaj terminal barem na { $width }×{ $height } (sada je { $columns }×{ $rows }). Ctrl-C sprema igru i izlazi.
tui-help-title = Pomoć · ↑ ↓ PgUp PgDn pomiču · Esc zatvara
tui-help-keys =
    Tipke:
    Enter izvršava redak, Esc ga briše; ↑ i ↓ vraćaju prije upisane retke.
    ← → Home End (ili Ctrl-A, Ctrl-E) pomiču kursor u retku; Backspace i Delete brišu znak, Ctrl-W riječ prije kursora, Ctrl-U cijeli redak.
    PgUp i PgDn pomiču poruke; F1 ili `help` otvara ovu pomoć.
    Ctrl-C napušta igru; ostaje spremljena.
tui-help-legend =
    Ploča: 3W trostruka riječ, 2W dvostruka riječ, 3L trostruko slovo, 2L dvostruko slovo, ★ središte.
    Pločice su žute, pločice zadnjeg poteza svjetlije; { -blank } pokazuje svoje slovo malim crvenim slovom.

# `slovo online show` and `watch`.
online-header = Igra { $id } (soba { $code }, { $mode }, { $language }), inačica { $version }
online-mode-quick = brza
online-mode-daily = dnevna
online-player = { $name } { $score }
online-you = (ti)
online-out = (izvan igre)
online-your-turn = Ti si na potezu.
online-your-turn-until = Ti si na potezu: { $left }.
online-to-move-until = Na potezu: { $name }, { $left }.
online-low-time = Požuri: još samo { $left }!
online-queued = { $count ->
    [one] { $count } potez čeka slanje (`slovo online sync`).
    [few] { $count } poteza čekaju slanje (`slovo online sync`).
   *[other] { $count } poteza čeka slanje (`slovo online sync`).
}
online-dropped = Potez { $id } je odbačen: { $reason }

# `slovo online`: the other commands (register, create, join, seek, play, sync, games, watch).
online-registered = Registrirano: { $name } kao uređaj { $device } na { $server }.
online-room-created = Soba za { $seats } igrača ({ $mode }, { $language }): pošalji ostalima njezin kod.
online-joined-started = U sobi si { $code }: igra { $id } je počela.
online-joined-waiting = { $count ->
    [one] U sobi si { $code }: čeka se još { $count } igrač.
   *[other] U sobi si { $code }: čeka se još { $count } igrača.
}
online-matched = Suigrač je pronađen: igra { $id } (soba { $code }).
online-seek-pending = Zasad nitko: traži ponovno s istim uvjetima i čekaj dalje.
online-seek-expired = Nitko nije došao: traži ponovno.
online-sent = Poslano: igra je na verziji { $version }.
online-move-queued = Potez čeka, još nije poslan: { $reason }. Poslat će ga `slovo online sync`.
online-move-dropped = Potez je odbačen: { $reason }
online-synced = Poslano: { $sent }, odbačeno: { $dropped }, na čekanju: { $waiting }, ažurirane igre: { $updated }.
online-dropped-move = Potez { $id } igre { $game } je odbačen: { $reason }
online-offline = Nema veze: { $reason }
online-watch-game-over = Igra je završila, praćenje završava.
online-watch-ended = Praćenje je završilo: { $reason }
online-read-failed = Igra se ne može učitati: { $reason }
online-live = Uživo.
online-connection-lost = Veza je prekinuta, pokušava se ponovno: { $reason }
online-no-games = Nema online igara: stvori igru, pridruži joj se ili potraži suigrača, ili sinkroniziraj.
online-list-line = { $id } { $code } { $mode } { $language } v{ $version } { $status }
online-list-finished = završena
online-list-your-turn = ti si na potezu
online-list-waiting = čeka se
online-list-queued = { $count ->
    [one] { $count } potez čeka
    [few] { $count } poteza čekaju
   *[other] { $count } poteza čeka
}

## slovo online stats | ratings (issue 18)
stats-not-registered = Ovaj uređaj nema račun: najprije pokrenite slovo online register IME.
stats-none = Još nema završenih online igara.
stats-overall = Sve igre
stats-kind = { $language }, { $mode }
stats-heading = { $name }:
stats-games = { $games ->
    [one] { $games } igra: { $wins } pobjeda, { $losses } poraza, { $draws } neriješenih
    [few] { $games } igre: { $wins } pobjeda, { $losses } poraza, { $draws } neriješenih
   *[other] { $games } igara: { $wins } pobjeda, { $losses } poraza, { $draws } neriješenih
}
stats-scores = Prosječni rezultat { $average } (protivnici { $opponents }), najbolja igra { $highest }
stats-best-play = Najbolji potez: { $word } za { $points }
stats-no-best-play = Najbolji potez: još nijedan
stats-bingos = Binga po igri { $bingos }, ispadanja { $eliminations }
stats-bingos-bots = Binga po igri { $bingos }, predane igre { $resignations }
stats-no-ratings = Još nema bodovanih igara: svi počinju s 1500.
stats-rating-line = { $language }, { $mode }: { $rating } ± { $deviation } ({ $games ->
    [one] { $games } igra
    [few] { $games } igre
   *[other] { $games } igara
})

## slovo lexicon why | junk-rate (issue 19)
lexicon-why-listed = { $word } je na popisu riječi ({ $language }).
lexicon-why-not-listed = { $word } nije na popisu riječi ({ $language }).
lexicon-why-cut = Izbacilo ga je pravilo { $rule }.
lexicon-why-dropped = Filtar ga izostavlja: { $reason }.
lexicon-why-no-source = Ovaj oblik ne tvori nijedan redak rječnika.
lexicon-why-derivation = nastaje od { $derivation }
lexicon-why-derivation-cut = nastaje od { $derivation } (izbačeno pravilom { $rule })
lexicon-junk-rate = { $file }: { $junk } pogrešnih od { $judged } ocijenjenih ({ $unsure } nesigurnih): { $rate } %, interval od 95 % { $low }–{ $high } %
lexicon-junk-rate-all = sve datoteke

# slovo analyze FILE
analysis-cannot-read = Datoteka { $file } ne može se pročitati: { $reason }

# slovo online tycoon
online-tycoon-header = Tycoon { $id } (soba { $code }, { $mode }), inačica { $version }
online-tycoon-no-games = Nema online igara Tycoon: stvori igru, pridruži joj se ili potraži suigrača, ili sinkroniziraj.
online-tycoon-log-refused = { $name }: riječ je odbijena.
online-tycoon-log-discarded = { $count ->
    [0] { $name }: kraj poteza.
    [one] { $name }: kraj poteza, { $count } karta odbačena i izvučena nova.
    [few] { $name }: kraj poteza, { $count } karte odbačene i izvučene nove.
   *[other] { $name }: kraj poteza, { $count } karata odbačeno i izvučeno novih.
}
online-tycoon-log-timed-out = { $name }: isteklo vrijeme, izvan igre.
