// Package termprobe asks the terminal the program runs in what it is: its
// colour profile and background (COLORFGBG, then OSC 11) and whether it
// draws images (the environment, then DA1). Only cmd/cutetui probes: the
// views receive the answers as options and never open /dev/tty.
package termprobe

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/muesli/termenv"
)

// Theme is the colour set-up of a terminal, decided once at start.
type Theme struct {
	Profile termenv.Profile
	Dark    bool
	// Glamour is the glamour standard style: "dark", "light" or "notty".
	Glamour string
}

// Styles lists the values --style accepts.
var Styles = []string{"auto", "dark", "light", "notty"}

// styleNames lists the values --style accepts, for messages.
var styleNames = strings.Join(Styles, ", ")

// detectTimeout bounds the background-colour query (OSC 11).
const detectTimeout = 150 * time.Millisecond

// DetectTheme decides the colour profile and background for out. style is
// the --style flag: "dark" or "light" force the background, "notty" plain
// text, "auto" asks the terminal once with a short timeout (COLORFGBG
// first) and falls back to dark. NO_COLOR (any value) and TERM=dumb give
// plain text; a writer that is not a terminal gets the Ascii profile.
func DetectTheme(style string, out io.Writer, getenv func(string) string) (Theme, error) {
	if err := CheckStyle(style); err != nil {
		return Theme{}, err
	}
	t := Theme{Profile: termenv.Ascii, Dark: true, Glamour: "dark"}
	f, isFile := out.(*os.File)
	tty := isFile && isTerminal(f)
	term := getenv("TERM")
	noColor := getenv("NO_COLOR") != ""
	if tty && !noColor && term != "dumb" {
		// We checked the terminal ourselves: WithTTY keeps termenv from
		// treating a CI variable in the user's shell as "no terminal".
		t.Profile = termenv.NewOutput(f, termenv.WithEnvironment(envFunc(getenv)), termenv.WithTTY(true)).EnvColorProfile()
	}
	if style == "notty" || noColor || term == "dumb" {
		t.Profile, t.Glamour = termenv.Ascii, "notty"
		return t, nil
	}
	switch style {
	case "dark":
		return t, nil
	case "light":
		t.Dark, t.Glamour = false, "light"
		return t, nil
	}
	if dark, ok := darkFromCOLORFGBG(getenv("COLORFGBG")); ok {
		t.Dark = dark
	} else if tty && !strings.HasPrefix(term, "screen") && !strings.HasPrefix(term, "tmux") {
		t.Dark = queryDark(f)
	}
	if !t.Dark {
		t.Glamour = "light"
	}
	return t, nil
}

// CheckStyle validates a --style value.
func CheckStyle(style string) error {
	switch style {
	case "", "auto", "dark", "light", "notty":
		return nil
	}
	return fmt.Errorf("--style %q: want one of %s", style, styleNames)
}

// darkFromCOLORFGBG reads "fg;bg" (rxvt, konsole): background colours 0-6
// and 8 are dark.
func darkFromCOLORFGBG(v string) (dark, ok bool) {
	if v == "" {
		return false, false
	}
	parts := strings.Split(v, ";")
	bg, err := strconv.Atoi(parts[len(parts)-1])
	if err != nil {
		return false, false
	}
	return bg <= 6 || bg == 8, true
}

// queryDark asks the terminal for its background (OSC 11), waiting at
// most detectTimeout; a terminal that does not answer counts as dark.
func queryDark(_ *os.File) bool {
	rgb, ok := queryBackground(detectTimeout)
	if !ok {
		return true
	}
	return luminance(rgb) < 0.5
}

func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

type envFunc func(string) string

func (e envFunc) Environ() []string { return nil }
func (e envFunc) Getenv(k string) string {
	return e(k)
}
