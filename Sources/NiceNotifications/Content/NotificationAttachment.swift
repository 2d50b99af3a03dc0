public import Foundation

/// An image, sound or video file shown with a notification:
/// `content.attachments = [NotificationAttachment(identifier: "cover", url: coverURL)]`.
///
/// The platform moves the file into its own store when the request is added, and refuses the
/// whole request if the file is missing or of an unsupported type.
public struct NotificationAttachment: Hashable, Sendable, Codable {
  /// How the attachment is shown:
  /// `NotificationAttachment(identifier: "clip", url: clipURL, options: .init(thumbnailTime: 2))`.
  public struct Options: Hashable, Sendable, Codable {
    /// The file's uniform type identifier, when its extension does not say.
    public var typeHint: String?
    /// Whether the thumbnail is hidden.
    public var thumbnailHidden: Bool
    /// For a movie, the time in seconds of the frame used as thumbnail.
    public var thumbnailTime: Double?

    /// Creates options:
    /// `let options = NotificationAttachment.Options(typeHint: "public.jpeg", thumbnailHidden: true)`.
    public init(typeHint: String? = nil, thumbnailHidden: Bool = false, thumbnailTime: Double? = nil) {
      self.typeHint = typeHint
      self.thumbnailHidden = thumbnailHidden
      self.thumbnailTime = thumbnailTime
    }
  }

  /// The attachment's identifier, unique within the notification.
  public var identifier: String
  /// The file URL of the attachment.
  public var url: URL
  /// How it is shown.
  public var options: Options

  /// Creates an attachment: `let clip = NotificationAttachment(identifier: "clip", url: clipURL)`.
  public init(identifier: String, url: URL, options: Options = Options()) {
    self.identifier = identifier
    self.url = url
    self.options = options
  }
}
