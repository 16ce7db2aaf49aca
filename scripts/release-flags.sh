# How the shipped binary is built; scripts/release.sh and scripts/bench.sh source this, so the bench times what ships.
# A static Swift runtime (no toolchain needed to run it), and concrete types' metadata reached through their accessors
# rather than looked up by mangled name: in a static binary each such lookup of a generic type checks its requirements
# with a scan of every protocol conformance in the binary, the first time per type: at a run's start (ArgumentParser's
# commands, the config's types) a quarter of the CPU time went to them (docs/PERFORMANCE.md).
# A frontend flag: a compiler without it stops the build here, saying so.
release_flags=(-c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
