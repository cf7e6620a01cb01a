package styles

import (
	"encoding/json"
	"fmt"

	"github.com/charmbracelet/glamour/ansi"
	"github.com/cutetui/cutetui/assets"
)

// Glamour returns the glamour style of lesson prose named name ("dark",
// "light", or "notty"/"ascii" for terminals without colour), read from
// assets/glamour/. Any other name is "dark". Each call returns a fresh
// copy, which the caller may change. The notty style marks no emphasis:
// glamour writes its markers (**0**, *word*) literally where there is no
// bold or italic, so emphasised words read as plain words.
func Glamour(name string) (ansi.StyleConfig, error) {
	switch name {
	case "light", "notty":
	case "ascii":
		name = "notty"
	default:
		name = "dark"
	}
	var cfg ansi.StyleConfig
	b, err := assets.Glamour(name)
	if err != nil {
		return cfg, err
	}
	if err := json.Unmarshal(b, &cfg); err != nil {
		return cfg, fmt.Errorf("assets/glamour/%s.json: %v", name, err)
	}
	if name == "notty" {
		plainEmphasis(&cfg)
	}
	return cfg, nil
}

// plainEmphasis drops the markers glamour writes around emphasised and
// strong text (and their bold or italic, which a dumb terminal lacks).
func plainEmphasis(cfg *ansi.StyleConfig) {
	cfg.Emph = ansi.StylePrimitive{}
	cfg.Strong = ansi.StylePrimitive{}
}
