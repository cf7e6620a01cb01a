package main

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cutetui/cutetui/cmd/cutetui/internal/repl"
	"github.com/cutetui/cutetui/internal/config"
	"github.com/cutetui/cutetui/views/common"
	"github.com/cutetui/cutetui/views/keymap"
	"github.com/cutetui/cutetui/views/styles"
)

// The settings file, $XDG_CONFIG_HOME/cutetui/config.toml, and how it
// reaches the commands: the course's style and images where no flag says
// otherwise, its palette and keys, and default flags of bench (given
// before the command line's own, which win).

// getenv is os.Getenv; tests replace it.
var getenv = os.Getenv

// loadSettings reads the settings file and checks what internal/config
// cannot know: the names of key bindings and of commands' flags, and the
// flags' values.
func loadSettings() (config.Config, error) {
	path, err := config.Path(getenv)
	if err != nil {
		return config.Config{}, nil // no home: no settings
	}
	c, err := config.Load(path)
	if err != nil {
		return c, err
	}
	km := keymap.Default()
	for _, name := range config.SortedKeys(c.Keys) {
		if err := km.Remap(name, c.Keys[name]); err != nil {
			if best := repl.Closest(name, keymap.Names()); best != "" {
				return c, c.Errorf([]string{"keys", name}, "keys.%s: no key binding %q (did you mean %s?)", name, name, best)
			}
			return c, c.Errorf([]string{"keys", name}, "keys.%s: %v", name, err)
		}
	}
	for _, cmd := range config.SortedKeys(c.Flags) {
		known := parseFlagHelp(helpText(cmd))
		for _, name := range config.SortedKeys(c.Flags[cmd]) {
			at := []string{cmd, name}
			i := slices.IndexFunc(known, func(f cliFlag) bool { return f.Name == name })
			if i < 0 || known[i].internal() {
				var names []string
				for _, f := range known {
					if !f.internal() {
						names = append(names, f.Name)
					}
				}
				return c, c.Errorf(at, "%s.%s: cutetui %s has no flag --%s (it has %s)", cmd, name, cmd, name, strings.Join(names, ", "))
			}
			if err := checkFlagValue(known[i], c.Flags[cmd][name]); err != nil {
				return c, c.Errorf(at, "%s.%s = %s: %v", cmd, name, c.Flags[cmd][name], err)
			}
		}
	}
	return c, nil
}

// checkFlagValue checks v as the value of flag f, as the flag package
// would parse it.
func checkFlagValue(f cliFlag, v string) error {
	var err error
	switch f.Arg {
	case "":
		_, err = strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("want true or false")
		}
	case "int", "uint":
		_, err = strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("want a whole number")
		}
	case "float":
		_, err = strconv.ParseFloat(v, 64)
		if err != nil {
			return fmt.Errorf("want a number")
		}
	case "duration":
		_, err = time.ParseDuration(v)
		if err != nil {
			return fmt.Errorf("want a duration such as 30s or 5m")
		}
	}
	return nil
}

// settingsArgs are the flags the settings give command cmd, to go before
// the command line's arguments.
func settingsArgs(c config.Config, cmd string) []string {
	var out []string
	for _, name := range config.SortedKeys(c.Flags[cmd]) {
		out = append(out, "--"+name+"="+c.Flags[cmd][name])
	}
	return out
}

// withSettings gives a command that has a table in the settings file its
// default flags from there; other commands are left alone, and do not
// read the file.
func withSettings(cmd string, args []string) ([]string, error) {
	if !slices.Contains(config.FlagTables, cmd) {
		return args, nil
	}
	c, err := loadSettings()
	if err != nil {
		return nil, err
	}
	return append(settingsArgs(c, cmd), args...), nil
}

// applySettings gives the views of com the settings' palette and keys.
func applySettings(c config.Config, com *common.Common) {
	if over := c.Palette[map[bool]string{true: "dark", false: "light"}[com.Dark]]; len(over) > 0 {
		com.Styles = styles.NewWithPalette(com.Renderer, com.Dark, withColours(styles.PaletteOf(com.Dark), over))
	}
	for _, name := range config.SortedKeys(c.Keys) {
		com.Keys.Remap(name, c.Keys[name]) // checked by loadSettings
	}
}

// withColours is pal with the colours of over (config.PaletteKeys).
func withColours(pal styles.Palette, over map[string]string) styles.Palette {
	for k, v := range over {
		switch k {
		case "text":
			pal.Text = v
		case "faint":
			pal.Faint = v
		case "accent":
			pal.Accent = v
		case "ok":
			pal.OK = v
		case "error":
			pal.Error = v
		case "warn":
			pal.Warn = v
		case "first_wave":
			pal.FirstWave = v
		case "cells":
			pal.Cells = strings.Split(v, ",")
		}
	}
	return pal
}
