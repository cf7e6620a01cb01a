package keymap

import (
	"fmt"
	"reflect"
	"strings"
	"unicode"

	"github.com/charmbracelet/bubbles/key"
)

// Name is how a settings file names a binding: its field, in snake case
// ("NextLesson" is next_lesson, "TOC" toc).
func Name(field string) string {
	var b strings.Builder
	prevLower := false
	for _, r := range field {
		upper := unicode.IsUpper(r)
		if upper && prevLower {
			b.WriteByte('_')
		}
		prevLower = !upper
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// Names lists every binding's Name, in the order of KeyMap's fields.
func Names() []string {
	t := reflect.TypeFor[KeyMap]()
	var out []string
	for i := range t.NumField() {
		if t.Field(i).Type == reflect.TypeFor[key.Binding]() {
			out = append(out, Name(t.Field(i).Name))
		}
	}
	return out
}

// Remap gives the binding named name (see Name) the keys keys, its help
// showing them joined by "/". It is an error if there is no such binding.
func (k *KeyMap) Remap(name string, keys []string) error {
	v := reflect.ValueOf(k).Elem()
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if f.Type != reflect.TypeFor[key.Binding]() || Name(f.Name) != name {
			continue
		}
		b := v.Field(i).Addr().Interface().(*key.Binding)
		b.SetKeys(keys...)
		b.SetHelp(strings.Join(keys, "/"), b.Help().Desc)
		return nil
	}
	return fmt.Errorf("no key binding %q (the bindings are %s)", name, strings.Join(Names(), ", "))
}
