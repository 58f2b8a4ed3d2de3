// A run's selection (`Shard`, `FrameRange`) and its error type are part of the player's API.
@_exported import FlipbookSelection
