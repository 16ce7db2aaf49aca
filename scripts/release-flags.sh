# How the shipped binary is built; scripts/release.sh and scripts/bench.sh source this, so the bench times what ships.
# A static Swift runtime (no toolchain needed to run it), and concrete types' metadata reached through their accessors
# rather than looked up by mangled name: in a static binary each such lookup of a generic type checks its requirements
# with a scan of every protocol conformance in the binary, the first time per type: at a run's start (ArgumentParser's
# commands, the config's types) a quarter of the CPU time went to them (docs/PERFORMANCE.md).
# A frontend flag: a compiler without it stops the build here, saying so.
# The studio's HTTP library (FlyingFox) holds a proxy handler that imports Foundation's networking, whose static
# archive calls libcurl: the build needs Debian's libcurl4-openssl-dev (`apt-get install libcurl4-openssl-dev`), and
# the binary links the system's libcurl.so.4 (libcurl4, present wherever git or apt is). mazegen never makes a request.
release_flags=(-c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
