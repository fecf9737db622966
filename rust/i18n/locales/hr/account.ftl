# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Kod za prijenos je istekao: napravi novi na starom telefonu.
server-transfer-code-unknown = Takav kod za prijenos ne postoji: provjeri ga i pokušaj ponovno.
server-transfer-code-used = Kod za prijenos je već iskorišten: napravi novi na starom telefonu.
