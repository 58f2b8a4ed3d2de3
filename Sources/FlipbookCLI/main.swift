import FlipbookCommandLine
import FlipbookScenes

// Flipbook's own `flipbook`: the command line over the built-in scenes.
FlipbookCommandLine.main(scenes: SceneCatalog.all)
