"""Playing at the table without a window: the ruling record every screen listens to, and the move a player
builds before sending it. Nothing here imports Qt."""
