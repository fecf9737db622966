# Friends, chat, blocking and reports (slovo online friends|chat|block|report).

## Pushes.
push-friend-invite-title = Poziv na igru
push-friend-invite = { $opponents } vas poziva na igru.

## slovo online friends|chat|block|report.
social-code = Vaš kod prijatelja: { $code }
social-friends-none = Još nemate prijatelja: dajte svoj kod prijatelju ili dodajte igrača iz igre.
social-friend-line = { $name } ({ $id }): { $presence }
social-presence-live = upravo igra
social-presence-recent = na mreži
social-presence-offline = izvan mreže
social-rating = { $language }, { $mode }: { $rating } ± { $deviation }
social-incoming-line = { $name } ({ $id }) želi biti vaš prijatelj
social-outgoing-line = Čeka se da { $name } ({ $id }) prihvati vaš zahtjev
social-requested = Zahtjev za prijateljstvo poslan je igraču { $name }.
social-friends-now = Vi i { $name } sada ste prijatelji.
social-declined = Odbijeno.
social-removed = Uklonjeno.
social-invited = Igrač { $name } je pozvan (poziv { $id }).
social-invite-in = { $name } vas poziva: { $mode }, { $language } (poziv { $id }, { $status })
social-invite-out = Pozvali ste igrača { $name }: { $mode }, { $language } (poziv { $id }, { $status })
social-invite-pending = čeka
social-invite-accepted = prihvaćen
social-invite-declined = odbijen
social-invites-none = Nema poziva.
social-joined = Pridružili ste se: igra { $id } je počela.
social-chat-line = { $name }: { $text }
social-chat-none = Još nema poruka.
social-chat-sent = Poruka je poslana.
social-chat-on = Vaš chat je uključen.
social-chat-off = Vaš chat je isključen: poruke ne vidite i ne šaljete.
social-blocked = Igrač { $name } je blokiran. Neće to saznati.
social-unblocked = Blokada je uklonjena.
social-blocks-none = Niste nikoga blokirali.
social-block-line = { $name } ({ $id })
social-reported = Vašu prijavu primio je upravitelj poslužitelja. Hvala.
social-target-needed = Navedite igrača: kao PLAYER (ili CODE), ili s --game IGRA --seat N.

# What the server says when it refuses a social action (its error codes).
server-already-blocked = Ovaj je igrač već blokiran.
server-already-friends = Već ste prijatelji.
server-already-reported = Ovaj je igrač u ovoj igri već prijavljen.
server-blocked = Ovaj je igrač blokiran: najprije ukloni blokadu.
server-chat-off = Razgovor ti je isključen: uključi ga da čitaš i šalješ poruke.
server-empty-message = Poruka je prazna.
server-invalid-report = Prijava treba jedan od navedenih razloga i najviše 500 znakova teksta.
server-invalid-target = Navedi igrača kodom prijatelja ili mjestom u igri koju igrate zajedno.
server-invite-answered = Na ovaj je poziv već odgovoreno.
server-invite-not-found = Nemaš takav poziv.
server-message-too-long = Poruka je preduga: najviše 200 znakova.
server-no-friend-request = Ovaj igrač nije zatražio prijateljstvo s tobom.
server-no-such-seat = Igra nema takvo mjesto.
server-not-blocked = Ovaj igrač nije blokiran.
server-not-friends = Ovaj igrač nije tvoj prijatelj.
server-not-yourself = To si ti.
server-player-not-found = Takav igrač ne postoji.
server-unknown-friend-code = Nijedan igrač nema ovaj kod prijatelja: provjeri ga i pokušaj ponovno.
