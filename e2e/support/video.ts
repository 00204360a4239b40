/**
 * A tiny, real, playable MP4 built from first principles (no ffmpeg, no fixture file): one H.264
 * Baseline IDR frame whose macroblocks are all I_PCM (raw samples, so no entropy tables are needed),
 * in an ISO base media file with a single one-second sample. Chromium decodes it; Kiln's upload sniffs
 * it as MP4 by its `ftyp` box.
 */

const MB = 16;

/** Writes H.264 RBSP bits: fixed-width fields and Exp-Golomb codes. */
class BitWriter {
  private readonly bits: number[] = [];

  u(value: number, width: number): this {
    for (let i = width - 1; i >= 0; i -= 1) this.bits.push((value >>> i) & 1);
    return this;
  }

  ue(value: number): this {
    const code = value + 1;
    const width = Math.floor(Math.log2(code)) + 1;
    return this.u(0, width - 1).u(code, width);
  }

  se(value: number): this {
    return this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  alignZero(): this {
    while (this.bits.length % 8 !== 0) this.bits.push(0);
    return this;
  }

  bytes(values: Uint8Array): this {
    for (const value of values) this.u(value, 8);
    return this;
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): Buffer {
    this.u(1, 1).alignZero();
    const out = Buffer.alloc(this.bits.length / 8);
    this.bits.forEach((bit, i) => {
      out[i >> 3] = (out[i >> 3] ?? 0) | (bit << (7 - (i % 8)));
    });
    return out;
  }
}

/** A NAL unit: its header byte, then the RBSP with emulation-prevention bytes inserted. */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function h264Frame(width: number, height: number, luma: number): { sps: Buffer; pps: Buffer; idr: Buffer } {
  const sps = new BitWriter()
    .u(66, 8) // profile_idc: Baseline
    .u(0b11000000, 8) // constraint_set0/1 flags
    .u(10, 8) // level_idc 1.0
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4
    .ue(2) // pic_order_cnt_type
    .ue(1) // max_num_ref_frames
    .u(0, 1) // gaps_in_frame_num_value_allowed_flag
    .ue(width / MB - 1)
    .ue(height / MB - 1)
    .u(1, 1) // frame_mbs_only_flag
    .u(1, 1) // direct_8x8_inference_flag
    .u(0, 1) // frame_cropping_flag
    .u(0, 1) // vui_parameters_present_flag
    .trailing();
  const pps = new BitWriter()
    .ue(0) // pic_parameter_set_id
    .ue(0) // seq_parameter_set_id
    .u(0, 1) // entropy_coding_mode_flag: CAVLC
    .u(0, 1) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0) // num_ref_idx_l0_default_active_minus1
    .ue(0) // num_ref_idx_l1_default_active_minus1
    .u(0, 1) // weighted_pred_flag
    .u(0, 2) // weighted_bipred_idc
    .se(0) // pic_init_qp_minus26
    .se(0) // pic_init_qs_minus26
    .se(0) // chroma_qp_index_offset
    .u(1, 1) // deblocking_filter_control_present_flag
    .u(0, 1) // constrained_intra_pred_flag
    .u(0, 1) // redundant_pic_cnt_present_flag
    .trailing();
  const slice = new BitWriter()
    .ue(0) // first_mb_in_slice
    .ue(7) // slice_type: I (all slices)
    .ue(0) // pic_parameter_set_id
    .u(0, 4) // frame_num
    .ue(0) // idr_pic_id
    .u(0, 1) // no_output_of_prior_pics_flag
    .u(0, 1) // long_term_reference_flag
    .se(0) // slice_qp_delta
    .ue(1); // disable_deblocking_filter_idc
  // Non-zero samples, so the raw bytes never need emulation prevention.
  const samples = new Uint8Array(MB * MB + 2 * (MB / 2) * (MB / 2));
  samples.fill(luma, 0, MB * MB).fill(128, MB * MB);
  for (let mb = 0; mb < (width / MB) * (height / MB); mb += 1) slice.ue(25).alignZero().bytes(samples); // mb_type I_PCM, pcm_alignment_zero_bits, samples
  return { sps: nal(3, 7, sps), pps: nal(3, 8, pps), idr: nal(3, 5, slice.trailing()) };
}

function u32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

function u16(value: number): Buffer {
  const out = Buffer.alloc(2);
  out.writeUInt16BE(value);
  return out;
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  return box(type, u32((version << 24) | flags), ...parts);
}

const MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

/** An MP4 holding one `width`×`height` frame of flat grey `luma`, shown for one second. */
export function tinyMp4(width = 64, height = 48, luma = 96): Buffer {
  const { sps, pps, idr } = h264Frame(width, height, luma);
  const sample = Buffer.concat([u32(idr.length), idr]);
  const timescale = 1000;
  const duration = 1000;
  const avcC = box(
    'avcC',
    Buffer.from([1, sps[1] ?? 66, sps[2] ?? 0, sps[3] ?? 10, 0xff, 0xe1]),
    u16(sps.length),
    sps,
    Buffer.from([1]),
    u16(pps.length),
    pps,
  );
  const avc1 = box(
    'avc1',
    Buffer.alloc(6), // reserved
    u16(1), // data_reference_index
    Buffer.alloc(16), // pre_defined, reserved
    u16(width),
    u16(height),
    u32(0x00480000), // 72 dpi
    u32(0x00480000),
    u32(0),
    u16(1), // frame_count
    Buffer.alloc(32), // compressorname
    u16(0x18), // depth
    Buffer.from([0xff, 0xff]), // pre_defined -1
    avcC,
  );
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  const buildMoov = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0),
        u32(0),
        u32(timescale),
        u32(duration),
        u32(0x10000),
        u16(0x100),
        Buffer.alloc(10),
        MATRIX,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          u32(0),
          u32(0),
          u32(1),
          u32(0),
          u32(duration),
          Buffer.alloc(8),
          u16(0),
          u16(0),
          u16(0),
          u16(0),
          MATRIX,
          u32(width << 16),
          u32(height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
          fullBox(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'latin1'),
            Buffer.alloc(12),
            Buffer.from('Kiln\0'),
          ),
          box(
            'minf',
            fullBox('vmhd', 0, 1, Buffer.alloc(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1), u32(1), u32(duration)),
              fullBox('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
              fullBox('stsz', 0, 0, u32(0), u32(1), u32(sample.length)),
              fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
            ),
          ),
        ),
      ),
    );
  // The chunk offset points into `mdat`, after `ftyp` and `moov` (whose size does not depend on it).
  const moov = buildMoov(ftyp.length + buildMoov(0).length + 8);
  return Buffer.concat([ftyp, moov, box('mdat', sample)]);
}
