/**
 * The one browser every test and the benchmark drive: Debian's Chromium (CHROMIUM_PATH to use
 * another), with what it needs to run as root in a container and nothing that reaches the network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
