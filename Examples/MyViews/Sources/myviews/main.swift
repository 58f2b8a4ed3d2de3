import FlipbookCommandLine
import MyViews

FlipbookCommandLine.main()
