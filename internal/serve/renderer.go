package serve

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/muesli/termenv"
)

// clientRenderer is a renderer for the client's terminal, from what the
// client told us: its TERM (from the pty request) and environment
// (COLORTERM, NO_COLOR, COLORFGBG when sent). It never queries the
// terminal: a query would wait on a client that may never answer and
// would read the first keys the student types.
func clientRenderer(sess ssh.Session) *lipgloss.Renderer {
	env := clientEnv(sess)
	pty, _, _ := sess.Pty()
	if pty.Term == "" || pty.Term == "dumb" || env.Getenv("NO_COLOR") != "" {
		r := lipgloss.NewRenderer(sess, termenv.WithProfile(termenv.Ascii))
		r.SetHasDarkBackground(true)
		return r
	}
	r := lipgloss.NewRenderer(sess, termenv.WithEnvironment(env), termenv.WithUnsafe(), termenv.WithColorCache(true))
	r.SetHasDarkBackground(darkFromCOLORFGBG(env.Getenv("COLORFGBG")))
	return r
}

// clientEnv is a client's environment as its SSH session sends it, with
// the TERM of its pseudo-terminal.
func clientEnv(sess ssh.Session) environ {
	pty, _, _ := sess.Pty()
	return environ(append(sess.Environ(), "TERM="+pty.Term))
}

// environ is a client's environment for termenv.
type environ []string

func (e environ) Environ() []string { return e }

func (e environ) Getenv(k string) string {
	v := ""
	for _, kv := range e { // the last one wins, as TERM is appended last
		if strings.HasPrefix(kv, k+"=") {
			v = kv[len(k)+1:]
		}
	}
	return v
}

// darkFromCOLORFGBG reads rxvt's "fg;bg" convention: a background colour
// index of 0–6 or 8 is dark. With no answer the background is taken as dark.
func darkFromCOLORFGBG(v string) bool {
	parts := strings.Split(v, ";")
	bg, err := strconv.Atoi(parts[len(parts)-1])
	if v == "" || err != nil {
		return true
	}
	return bg <= 6 || bg == 8
}
