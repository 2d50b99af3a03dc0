#if !canImport(UserNotifications)
  public import Foundation

  /// A circle on the Earth's surface, as CoreLocation declares it.
  public final class CLCircularRegion: CLRegion {
    /// The circle's center.
    public let center: CLLocationCoordinate2D
    /// The circle's radius in meters.
    public let radius: CLLocationDistance

    /// Creates a circular region.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
      self.center = center
      self.radius = radius
      super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within the circle; shim: great-circle distance on a 6 371 km sphere.
    public func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
      Self.distance(center, coordinate) <= radius
    }

    /// Returns an independent copy: regions are mutable.
    public override func copy(with zone: NSZone? = nil) -> Any {
      let copy = CLCircularRegion(center: center, radius: radius, identifier: identifier)
      copy.copyFlags(from: self)
      return copy
    }

    /// Whether `object` is a circle with the same identifier, flags, center and radius.
    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? CLCircularRegion else { return false }
      return center.latitude == other.center.latitude && center.longitude == other.center.longitude
        && radius == other.radius
    }

    /// A hash of the identifier.
    public override var hash: Int { super.hash }

    private static func distance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Double {
      let earthRadius = 6_371_000.0
      let toRadians = Double.pi / 180
      let deltaLatitude = (b.latitude - a.latitude) * toRadians
      let deltaLongitude = (b.longitude - a.longitude) * toRadians
      let h =
        pow(sin(deltaLatitude / 2), 2)
        + cos(a.latitude * toRadians) * cos(b.latitude * toRadians) * pow(sin(deltaLongitude / 2), 2)
      return 2 * earthRadius * asin(min(1, h.squareRoot()))
    }
  }
#endif
