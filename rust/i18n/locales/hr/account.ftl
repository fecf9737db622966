# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Kod za prijenos je istekao: napravi novi na starom telefonu.
server-transfer-code-unknown = Takav kod za prijenos ne postoji: provjeri ga i pokušaj ponovno.
server-transfer-code-used = Kod za prijenos je već iskorišten: napravi novi na starom telefonu.

# `slovo online transfer`: a code made on the old device, redeemed on the new one.
account-transfer-code = { $minutes ->
    [one] Tvoj kod za prijenos: { $code }. Vrijedi jednom, { $minutes } minutu.
    [few] Tvoj kod za prijenos: { $code }. Vrijedi jednom, { $minutes } minute.
   *[other] Tvoj kod za prijenos: { $code }. Vrijedi jednom, { $minutes } minuta.
}
account-transfer-how = Na novom uređaju pokreni `slovo online transfer --use { $code }` (uz --link i ovaj uređaj ostaje prijavljen).
account-transfer-moved = Ovaj uređaj sada igra kao { $name } na { $server }; stari je uređaj odjavljen. Tvoje igre stižu sa sljedećom sinkronizacijom.
account-transfer-linked = Ovaj uređaj sada igra kao { $name } na { $server }, zajedno sa starim uređajem. Tvoje igre stižu sa sljedećom sinkronizacijom.

# Revanši i godišnji odmori: obavijesti i odbijanja poslužitelja.
push-rematch-offered-title = Revanš?
push-rematch-offered = Ponuda revanša igre s { $opponents }.
server-already-on-vacation = Već ste na godišnjem odmoru.
server-game-not-finished = Igra još nije gotova.
server-invalid-vacation-days = Godišnji odmor traje barem jedan dan i najviše onoliko dana koliko godina dopušta.
server-no-rematch = Revanš ove igre još nitko nije ponudio.
server-no-vacation-days-left = Ove godine nije ostalo dovoljno dana godišnjeg odmora.
server-not-on-vacation = Niste na godišnjem odmoru.
server-rematch-answered = Na ovaj revanš već ste odgovorili.
server-rematch-closed = Ova ponuda revanša je zatvorena.
server-rematch-exists = Revanš ove igre već je ponuđen.

# `slovo online rematch` i `slovo online vacation`.
rematch-offered = Ponudili ste revanš.
rematch-accepted = Prihvatili ste revanš.
rematch-declined = Odbili ste revanš.
rematch-status-open = Revanš čeka odgovore:
rematch-status-accepted = Revanš su prihvatili svi:
rematch-status-declined = Revanš je odbijen:
rematch-seat = { $name }: { $answer }
rematch-answer-pending = još bez odgovora
rematch-answer-accepted = prihvaćeno
rematch-answer-declined = odbijeno
rematch-started = Nova igra { $id } je počela.
vacation-started = { $days ->
    [one] Vaše dnevne igre stoje { $days } dan.
    [few] Vaše dnevne igre stoje { $days } dana.
   *[other] Vaše dnevne igre stoje { $days } dana.
}
vacation-ended = Vratili ste se: rokovi vaših dnevnih igara pomaknuti su za vrijeme stanke.
vacation-on = Na godišnjem odmoru: { $left }.
vacation-off = Niste na godišnjem odmoru.
vacation-days = Dani godišnjeg odmora u { $year }.: { $used } od { $allowed }.
