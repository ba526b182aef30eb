import { LockOutlined } from '@ant-design/icons';
import { servedTogetherLabel } from '@crew/contracts/sea-service';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { fullName, useUser } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useSubmitReview } from '../api/submit-review';
import { ASSESSMENT_OPTIONS, RECOMMENDATION_OPTIONS, SKILL_FIELDS } from '../labels';
import type { Assessment, IncomingReviewRequest, Recommendation } from '../api/schemas';
import { useFailureToast } from '../use-failure-toast';
import { useLastDefined } from '../use-last-defined';
import { RatingInput } from './RatingInput';

interface Fields {
  confirmService?: boolean;
  rating?: number;
  text?: string;
  reviewerPosition?: string;
  reviewerVessel?: string;
  reviewerCompany?: string;
  context?: string;
  duration?: string;
  technicalSkills?: Assessment;
  workEthic?: Assessment;
  communication?: Assessment;
  professionalism?: Assessment;
  recommendation?: Recommendation;
}

const FORM_ID = 'write-review-form';
const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** Write Professional Review (spec section 2, Dialogs) for one incoming request. */
export function WriteReviewDialog({ request: openFor, onClose }: { request: IncomingReviewRequest | null; onClose: () => void }) {
  const request = useLastDefined(openFor);
  const [form] = Form.useForm<Fields>();
  const { user } = useUser();
  const toast = useToast();
  const failed = useFailureToast();
  const submit = useSubmitReview();

  /** Spec section 5: rating and content are checked first, with a toast. */
  const hasRatingAndText = (values: Fields) => {
    if (values.rating && trimmed(values.text)) return true;
    toast({ title: 'Missing information', description: 'Please provide a rating and review content', variant: 'destructive' });
    return false;
  };

  const onFinish = (values: Fields) => {
    if (!request || !hasRatingAndText(values)) return;
    const skills = SKILL_FIELDS.flatMap(({ key, label }) => (values[key] ? [`${label}: ${values[key]}`] : []));
    submit.mutate(
      {
        reviewRequestId: request.id,
        revieweeId: request.requesterId,
        reviewerName: user ? fullName(user) : (request.reviewerName ?? ''),
        text: values.text!.trim(),
        rating: values.rating!,
        context: trimmed(values.context) ?? request.context,
        duration: trimmed(values.duration),
        skills,
        technicalSkills: values.technicalSkills,
        workEthic: values.workEthic,
        communication: values.communication,
        professionalism: values.professionalism,
        recommendation: values.recommendation,
        reviewerPosition: values.reviewerPosition!.trim(),
        reviewerVessel: values.reviewerVessel!.trim(),
        reviewerCompany: trimmed(values.reviewerCompany),
        verificationMethod: 'email',
        ...(request.servedTogether && values.confirmService ? { confirmService: true } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Review submitted successfully!', description: `Thank you. Your review of ${request.requesterName} is recorded and visible once verified.` });
          onClose();
        },
        onError: (error) => failed(error, 'Failed to submit review. Please try again.'),
      },
    );
  };

  return (
    <Modal
      open={!!openFor}
      title="Write Professional Review"
      onCancel={onClose}
      destroyOnHidden
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={FORM_ID} loading={submit.isPending}>
          Submit Review
        </Button>,
      ]}
    >
      {request && (
        <>
          <Typography.Paragraph type="secondary">
            You are reviewing <Typography.Text strong>{request.requesterName}</Typography.Text>
            {request.requesterPosition ? `, ${request.requesterPosition}` : ''}. Your review is recorded and visible once verified.
          </Typography.Paragraph>
          <Form
            id={FORM_ID}
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ context: request.context, duration: request.duration ?? undefined }}
            onFinish={onFinish}
            onFinishFailed={({ values }) => hasRatingAndText(values)}
            scrollToFirstError
          >
            <Form.Item label="Overall Rating" name="rating" required>
              <RatingInput />
            </Form.Item>
            <Form.Item label="Your Review" name="text" required>
              <Input.TextArea rows={5} maxLength={5000} showCount placeholder={`What was it like to work with ${request.requesterName}?`} />
            </Form.Item>

            <Divider titlePlacement="start" plain>
              About you
            </Divider>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  label="Your Position"
                  name="reviewerPosition"
                  rules={[{ required: true, whitespace: true, message: 'Please enter your position' }]}
                >
                  <Input placeholder="e.g. Chief Officer" maxLength={100} autoComplete="organization-title" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label="Vessel / Project Name"
                  name="reviewerVessel"
                  rules={[{ required: true, whitespace: true, message: 'Please enter the vessel or project name' }]}
                >
                  <Input placeholder="e.g. M/Y Serenity" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Company" name="reviewerCompany">
                  <Input placeholder="Optional" maxLength={200} autoComplete="organization" />
                </Form.Item>
              </Col>
            </Row>

            <Divider titlePlacement="start" plain>
              Working together
            </Divider>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Work Context" name="context">
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Duration" name="duration">
                  <Input maxLength={100} placeholder="e.g. 6 months" />
                </Form.Item>
              </Col>
            </Row>

            {request.servedTogether && (
              <Alert
                type="success"
                showIcon
                title={servedTogetherLabel(request.servedTogether.vesselName, request.servedTogether)}
                description={
                  <Form.Item name="confirmService" valuePropName="checked" style={{ margin: '8px 0 0' }}>
                    <Checkbox>
                      I confirm {request.requesterName}&apos;s sea service on {request.servedTogether.vesselName} for the time we served together
                    </Checkbox>
                  </Form.Item>
                }
                style={{ marginBottom: 16 }}
              />
            )}

            <Divider titlePlacement="start" plain>
              Skills assessment (optional)
            </Divider>
            <Row gutter={16}>
              {SKILL_FIELDS.map(({ key, label }) => (
                <Col xs={24} md={12} key={key}>
                  <Form.Item label={label} name={key}>
                    <Select allowClear placeholder="Select a rating" options={ASSESSMENT_OPTIONS} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} md={12}>
                <Form.Item label="Recommendation" name="recommendation">
                  <Select allowClear placeholder="Would you recommend them?" options={RECOMMENDATION_OPTIONS} />
                </Form.Item>
              </Col>
            </Row>

            <Alert
              type="info"
              showIcon
              icon={<LockOutlined />}
              title="Privacy note"
              description="Your name, position, vessel and company are disclosed to paying employers and agencies who view this profile. Submitted reviews are recorded and visible once verified."
            />
          </Form>
        </>
      )}
    </Modal>
  );
}
