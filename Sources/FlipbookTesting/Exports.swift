// `FrameTolerance` and the comparison types are part of FlipbookTesting's API.
@_exported import FlipbookReport
