#if !canImport(UserNotifications)
  /// A latitude or longitude in degrees, as CoreLocation names it.
  public typealias CLLocationDegrees = Double

  /// A distance in meters, as CoreLocation names it.
  public typealias CLLocationDistance = Double

  /// A geographic coordinate, as CoreLocation declares it; like the C struct, not `Equatable`.
  public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator, -90…90.
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian, -180…180.
    public var longitude: CLLocationDegrees

    /// The coordinate 0° N, 0° E.
    public init() {
      self.init(latitude: 0, longitude: 0)
    }

    /// Creates a coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// Whether a coordinate's latitude is within -90…90 and its longitude within -180…180.
  public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
  }
#endif
