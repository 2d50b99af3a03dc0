/// A circle on the map whose entry or exit fires a location trigger:
/// `LocationRegion(identifier: "office", latitude: 37.33, longitude: -122.01, radius: 150)`.
public struct LocationRegion: Hashable, Sendable, Codable {
  /// The region's identifier, unique among the app's regions.
  public var identifier: String
  /// The centre's latitude, -90…90.
  public var latitude: Double
  /// The centre's longitude, -180…180.
  public var longitude: Double
  /// The radius in metres, greater than zero.
  public var radius: Double
  /// Whether entering the region fires.
  public var notifyOnEntry: Bool
  /// Whether leaving the region fires.
  public var notifyOnExit: Bool

  /// Creates a region that fires on entry by default:
  /// `LocationRegion(identifier: "gym", latitude: 52.5, longitude: 13.4, radius: 100, notifyOnExit: true)`.
  public init(
    identifier: String, latitude: Double, longitude: Double, radius: Double, notifyOnEntry: Bool = true,
    notifyOnExit: Bool = false
  ) {
    self.identifier = identifier
    self.latitude = latitude
    self.longitude = longitude
    self.radius = radius
    self.notifyOnEntry = notifyOnEntry
    self.notifyOnExit = notifyOnExit
  }
}
