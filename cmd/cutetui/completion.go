package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

func init() {
	register("completion", "print a shell completion script (cutetui completion bash|zsh|fish)", runCompletion)
}

const completionUsage = `usage: cutetui completion bash|zsh|fish

Prints a script that completes cutetui's commands, flags, lesson names for
--lesson, function names after help and .md files for open and new:
  bash:  source <(cutetui completion bash)      (in ~/.bashrc), or save it as
         ~/.local/share/bash-completion/completions/cutetui
  zsh:   cutetui completion zsh > "${fpath[1]}/_cutetui"   (or source <(...))
  fish:  cutetui completion fish > ~/.config/fish/completions/cutetui.fish
`

// runCompletion is `cutetui completion SHELL`.
func runCompletion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("completion")
	use := func(w io.Writer) { fmt.Fprint(w, completionUsage) }
	if code, ok := parseFlags(fs, args, use, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() != 1 || !slices.Contains(shells, fs.Arg(0)) {
		use(stderr)
		what := "no shell"
		if fs.NArg() > 0 {
			what = fmt.Sprintf("%q", strings.Join(fs.Args(), " "))
		}
		fmt.Fprintf(stderr, "\ncutetui completion: want one of bash, zsh, fish; got %s\n", what)
		return 2
	}
	root := cli()
	switch fs.Arg(0) {
	case "bash":
		writeBash(stdout, root)
	case "zsh":
		writeZsh(stdout, root)
	case "fish":
		writeFish(stdout, root)
	}
	return 0
}

// visible are the flags a person completes (not the internal ones).
func visible(fl []cliFlag) []cliFlag {
	var out []cliFlag
	for _, f := range fl {
		if !f.internal() {
			out = append(out, f)
		}
	}
	return out
}

// dash is how a completion writes flag f: Go's flag package takes -f and
// --f alike; one letter is written -o, longer names --name.
func dash(f cliFlag) string {
	if len(f.Name) == 1 {
		return "-" + f.Name
	}
	return "--" + f.Name
}

// takesFile reports whether a flag's value is best completed as a path:
// a string flag with no fixed list of values.
func takesFile(f cliFlag) bool {
	return (f.Arg == "string" || f.Arg == "value") && flagValues(f.Name) == nil
}

// commandsOf lists c and its sub-commands, depth first.
func commandsOf(c cliCommand) []cliCommand {
	out := []cliCommand{c}
	for _, s := range c.Subs {
		out = append(out, commandsOf(s)...)
	}
	return out
}

// lastWord is the last word of a command's name: "check" of "lessons check".
func lastWord(name string) string { return name[strings.LastIndexByte(name, ' ')+1:] }

// path is how the scripts key a command: "" for the course, "lessons/check".
func path(c cliCommand) string {
	if c.Name == "cutetui" {
		return ""
	}
	return strings.ReplaceAll(c.Name, " ", "/")
}

// shQuote quotes s for a POSIX shell, fish and zsh alike, in single quotes.
func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// firstSentence is the start of a usage, for a one-line description.
func firstSentence(s string) string {
	if i := strings.Index(s, ": "); i > 0 && i < 60 {
		s = s[:i]
	}
	if i := strings.Index(s, " ("); i > 0 {
		s = s[:i]
	}
	if len(s) > 70 {
		s = s[:67] + "..."
	}
	return s
}

func writeBash(w io.Writer, root cliCommand) {
	all := commandsOf(root)
	fmt.Fprint(w, `# bash completion for cutetui, written by `+"`cutetui completion bash`"+`.
# Load it with: source <(cutetui completion bash)

# _cutetui_flags PATH: the flags of the command PATH ("" for the course).
_cutetui_flags() {
	case $1 in
`)
	for _, c := range all {
		var fl []string
		for _, f := range visible(c.Flags) {
			fl = append(fl, dash(f))
		}
		fmt.Fprintf(w, "\t%s) echo %s ;;\n", shQuote(path(c)), shQuote(strings.Join(fl, " ")))
	}
	fmt.Fprint(w, `	esac
}

# _cutetui_argflags PATH: the flags of PATH that take a value.
_cutetui_argflags() {
	case $1 in
`)
	for _, c := range all {
		var fl []string
		for _, f := range c.Flags {
			if f.Arg != "" {
				fl = append(fl, "-"+f.Name, "--"+f.Name)
			}
		}
		fmt.Fprintf(w, "\t%s) echo %s ;;\n", shQuote(path(c)), shQuote(strings.Join(fl, " ")))
	}
	fmt.Fprint(w, `	esac
}

# _cutetui_subs PATH: the sub-commands of PATH.
_cutetui_subs() {
	case $1 in
`)
	for _, c := range all {
		if len(c.Subs) == 0 {
			continue
		}
		var subs []string
		for _, s := range c.Subs {
			subs = append(subs, lastWord(s.Name))
		}
		fmt.Fprintf(w, "\t%s) echo %s ;;\n", shQuote(path(c)), shQuote(strings.Join(subs, " ")))
	}
	fmt.Fprint(w, `	esac
}

# _cutetui_value FLAG: complete the value of FLAG (--name).
_cutetui_value() {
	local name=${1#-}
	case ${name#-} in
`)
	seen := map[string]bool{}
	for _, c := range all {
		for _, f := range c.Flags {
			if f.Arg == "" || seen[f.Name] {
				continue
			}
			seen[f.Name] = true
			switch {
			case flagValues(f.Name) != nil:
				fmt.Fprintf(w, "\t%s) _cutetui_words %s ;;\n", shQuote(f.Name), shQuote(strings.Join(flagValues(f.Name), " ")))
			case takesFile(f):
				fmt.Fprintf(w, "\t%s) _cutetui_files '' ;;\n", shQuote(f.Name))
			}
		}
	}
	fmt.Fprintf(w, `	esac
}

# _cutetui_args PATH: complete an argument of the command PATH.
_cutetui_args() {
	case $1 in
`)
	for _, c := range all {
		switch c.Args {
		case argsMarkdown:
			fmt.Fprintf(w, "\t%s) _cutetui_files md ;;\n", shQuote(path(c)))
		case argsPath:
			fmt.Fprintf(w, "\t%s) _cutetui_files md ;;\n", shQuote(path(c)))
		case argsTopic:
			fmt.Fprintf(w, "\t%s) _cutetui_words %s ;;\n", shQuote(path(c)), shQuote(strings.Join(helpTopicNames(), " ")))
		case argsShell:
			fmt.Fprintf(w, "\t%s) _cutetui_words %s ;;\n", shQuote(path(c)), shQuote(strings.Join(shells, " ")))
		}
	}
	fmt.Fprint(w, `	esac
}

_cutetui_words() {
	local IFS=$' \t\n'
	COMPREPLY+=($(compgen -W "$1" -- "$cur"))
}

# _cutetui_files EXT: files ending .EXT (any file when EXT is empty) and
# directories to go into.
_cutetui_files() {
	local IFS=$'\n'
	compopt -o filenames 2>/dev/null
	if [[ -n $1 ]]; then
		local f
		for f in $(compgen -f -X "!*.$1" -- "$cur"); do
			[[ -d $f ]] || COMPREPLY+=("$f")
		done
		COMPREPLY+=($(compgen -d -- "$cur"))
	else
		COMPREPLY+=($(compgen -f -- "$cur"))
	fi
}

_cutetui() {
	local cur=${COMP_WORDS[COMP_CWORD]} prev=
	((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD-1]}
	COMPREPLY=()
	# The command path: the words that are not flags or flags' values.
	local p="" i w subs skip=0 last=$((COMP_CWORD - 1))
	if [[ $cur == "=" ]]; then
		cur="" last=$((COMP_CWORD - 2)) prev=${COMP_WORDS[COMP_CWORD-1]}
	elif [[ $prev == "=" ]]; then
		last=$((COMP_CWORD - 3)) prev=${COMP_WORDS[COMP_CWORD-2]}
	else
		prev=""
	fi
	for ((i = 1; i <= last; i++)); do
		w=${COMP_WORDS[i]}
		if ((skip)); then
			skip=0
			[[ $w == "=" ]] && skip=1
			continue
		fi
		case $w in
		--) break ;;
		-*=*) ;;
		-*)
			if [[ " $(_cutetui_argflags "$p") " == *" $w "* ]]; then
				if ((i == last)); then
					prev=$w
					break
				fi
				skip=1
			fi
			;;
		*)
			subs=$(_cutetui_subs "$p")
			if [[ " $subs " == *" $w "* ]] || [[ -z $p && -n $subs ]]; then
				p=${p:+$p/}$w
			fi
			;;
		esac
	done
	if [[ -n $prev ]]; then
		_cutetui_value "$prev"
		return 0
	fi
	if [[ $cur == -*=* ]]; then
		local flag=${cur%%=*}
		cur=${cur#*=}
		_cutetui_value "$flag"
		COMPREPLY=("${COMPREPLY[@]/#/$flag=}")
		return 0
	fi
	if [[ $cur == -* ]]; then
		_cutetui_words "$(_cutetui_flags "$p")"
		return 0
	fi
	subs=$(_cutetui_subs "$p")
	if [[ -n $subs ]]; then
		_cutetui_words "$subs"
		return 0
	fi
	_cutetui_args "$p"
	return 0
}

complete -F _cutetui cutetui
`)
}
