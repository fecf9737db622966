# Friends, chat, blocking and reports (slovo online friends|chat|block|report).
