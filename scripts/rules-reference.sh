#!/usr/bin/env bash
# Writes the rules' section of docs/COMMANDS.md from the tool itself: the built mazegen prints it
# (`validate --rules-reference`, hidden: the text of `--list-rules` and of `--explain` for every rule), and it replaces
# what stands between the section's two marker lines. Run it after adding or changing a rule; a test
# (RulesReferenceTests) fails while the committed page differs from what the code prints.
# Usage: scripts/rules-reference.sh
set -euo pipefail
cd "$(dirname "$0")/.."

page=docs/COMMANDS.md
generated=$(mktemp)
spliced=$(mktemp)
trap 'rm -f "$generated" "$spliced"' EXIT

swift build --product mazegen >&2
"$(swift build --show-bin-path)/mazegen" validate --rules-reference >"$generated"

# The first line of the output is the begin marker and the last the end marker; the page's own pair is replaced.
begin=$(head -n 1 "$generated")
end=$(tail -n 1 "$generated")
awk -v generated="$generated" -v begin="$begin" -v end="$end" '
    $0 == begin && !done { while ((getline line < generated) > 0) print line; inside = 1; done = 1; next }
    inside && $0 == end { inside = 0; next }
    !inside { print }
    END { if (!done || inside) exit 1 }
' "$page" >"$spliced" || {
    echo "rules-reference: $page has no line \"$begin\" followed by a line \"$end\"; put the two where the rules go" >&2
    exit 2
}
cp "$spliced" "$page"
echo "rules-reference: wrote $(grep -c '^#### ' "$generated") rules into $page" >&2
