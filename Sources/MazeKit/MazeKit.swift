// The maze model lives here; see the other files in this folder.
