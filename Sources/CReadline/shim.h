// GNU readline needs stdio.h first (FILE); Debian's libreadline-dev installs both headers in /usr/include.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
