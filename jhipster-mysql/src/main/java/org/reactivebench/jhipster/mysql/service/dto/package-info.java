/**
 * Data transfer objects for rest mapping.
 */
package org.reactivebench.jhipster.mysql.service.dto;
