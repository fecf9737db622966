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
